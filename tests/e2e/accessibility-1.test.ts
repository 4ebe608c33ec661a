import { describeAccessibility } from './support/accessibility-audit';

// Every other screen (the rest: accessibility-2.test.ts), and the public pages.
describeAccessibility(0, 2);
