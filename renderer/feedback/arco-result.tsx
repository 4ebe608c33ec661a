import { Result } from '@arco-design/web-react';

/** Arco's Result as a module of its own, so that lazy-result.tsx can load it (and its styles) on demand. */
export default Result;
