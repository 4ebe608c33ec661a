import { describeAccessibility } from './support/accessibility-audit';

// Every other screen (the rest, and the public pages: accessibility-1.test.ts).
describeAccessibility(1, 2);
