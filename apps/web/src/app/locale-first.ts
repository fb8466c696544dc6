import { installLocale } from '../auth-session/locale.ts';

installLocale();
