/*
 * The style sheets of the Arco components whose markup the light controls draw (each imports Arco's base
 * styles too). The build puts them in the `arco` cascade layer like every Arco sheet
 * (tools/vite/arco-styles-on-demand.ts).
 */
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Divider/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
