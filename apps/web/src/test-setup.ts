import { configure } from '@testing-library/dom';

// findBy… and waitFor wait up to 5 s instead of 1: beside the browser suite on a 2-core CI machine, a live query's
// first render (Dexie read, then React) once took longer than the default.
configure({ asyncUtilTimeout: 5000 });
