import type { ApprovalPath } from '../approval-path';

/** The CSS class (bpmn-diagram.css) each element of an instance's path is marked with. */
export function pathMarkers(path: ApprovalPath): { element: string; marker: string }[] {
  return [
    ...[...path.passed].map((element) => ({ element, marker: 'srm-passed' })),
    ...[...path.current].map((element) => ({ element, marker: 'srm-current' })),
    ...[...path.rejected].map((element) => ({ element, marker: 'srm-rejected' })),
  ];
}
