// The stylesheet is in the page's HTML (a prerendered page is drawn before any script runs).
import './app/styles.css';

// The async boundary: shared singletons are negotiated before any app code runs.
void import('./bootstrap');
