// PrimeReact's theme and the portal's changes to it, in this order (later rules win ties). Every
// lazy module that shows PrimeReact components imports this file, so /login, which shows none,
// blocks its first paint on none of it (docs/decisions/0029-first-load.md).
import 'primeicons/primeicons.css';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import './primereact-rtl.css';
import './prime-overrides.css';
import '../kit/kit.css';
