// Every language's catalogues, loaded at once: for the server (one process answers each request in its
// reader's language), the tests and the scripts. The web app loads them one by one (load-locale.ts).
import { addTranslations } from './catalog.ts';
import es from './catalogs/es/index.ts';

addTranslations('es', es);
