import { routeOfDescriptorPath } from '../../renderer/loading/screen-routes';
import { ScreenDescriptor } from '../../renderer/screen-format';
import type { Language } from '../../src/shared/formats/common';
import { openableRecordKey } from '../support/openable-record';
import { projectSampleRecords } from '../support/sample-adapter';
import type { SampleProject } from '../support/sample-project';
import { SampleScreen } from '../support/sample-screen';
import type { OpenScreen } from '../support/story-navigator';
import type { Viewer } from '../support/viewer';

export interface ScreenStoryProps {
  project: SampleProject;
  /** The descriptor's path, `/screens/<area>/<route>.json`. */
  path: string;
  descriptor: unknown;
  viewer: Viewer;
  language: Language;
}

/** Where the story starts and which menu grants its buttons: an edit screen opens a record the viewer may open. */
function storyStart(project: SampleProject, route: string, descriptor: unknown, viewer: Viewer): { start: OpenScreen; menuRoute: string } {
  const parsed = ScreenDescriptor.safeParse(descriptor);
  // A broken descriptor still gets its story: the renderer shows the loader's error, naming the file.
  // Lists, reports and dashboards open as they are, under their own menu.
  if (!parsed.success || parsed.data.type !== 'edit') return { start: { route, params: {} }, menuRoute: route };
  const edit = parsed.data;
  const entity = project.entities.find((candidate) => candidate.name === edit.entity);
  const id = entity ? openableRecordKey(entity, projectSampleRecords(project)[entity.name] ?? [], viewer) : undefined;
  return { start: { route, params: id === undefined ? {} : { id } }, menuRoute: edit.listRoute ?? route };
}

/** One screen descriptor rendered over sample data, as the viewer would see it in the app. */
export function ScreenStory({ project, path, descriptor, viewer, language }: ScreenStoryProps) {
  const { start, menuRoute } = storyStart(project, routeOfDescriptorPath(path), descriptor, viewer);
  return <SampleScreen project={project} start={start} menuRoute={menuRoute} viewer={viewer} language={language} />;
}
