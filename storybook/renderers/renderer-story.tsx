import { useMemo } from 'react';
import type { UserMenu } from '../../renderer/context/user-menus-context';
import type { z } from 'zod';
import { createScreenLoader } from '../../renderer/loading/screen-loader';
import { defaultScreenRegistry } from '../../renderer/registry/default-registry';
import { ScreenDescriptor } from '../../renderer/screen-format';
import type { Language } from '../../src/shared/formats/common';
import { projectEntityLoader, type SampleProject } from '../support/sample-project';
import { SampleScreen } from '../support/sample-screen';
import type { Viewer } from '../support/viewer';

/** Where a renderer story's own descriptor lives among the project's screens (area "storybook"). */
function storyDescriptorPath(route: string): string {
  return `/screens/storybook/${route}.json`;
}

export interface RendererStoryProps {
  project: SampleProject;
  /** A descriptor built from the story's controls; checked against the format like any file. */
  descriptor: z.input<typeof ScreenDescriptor>;
  params?: Record<string, string>;
  /** The menu whose resources the story's buttons use. */
  menuRoute: string;
  viewer: Viewer;
  language: Language;
  /** The user's menus (a dashboard story's chosen responsibility); the viewer's by default. */
  userMenus?: readonly UserMenu[];
}

/**
 * A renderer drawing a descriptor made from the story's controls, next to the project's own screens (so
 * create, edit and links open them), over sample data.
 */
export function RendererStory({ project, descriptor, params = {}, menuRoute, viewer, language, userMenus }: RendererStoryProps) {
  const checked = ScreenDescriptor.parse(descriptor);
  const text = JSON.stringify(checked);
  const loader = useMemo(
    () =>
      createScreenLoader({
        descriptors: { ...project.descriptorSources, [storyDescriptorPath(checked.route)]: () => Promise.resolve(JSON.parse(text)) },
        entities: projectEntityLoader(project),
        registry: defaultScreenRegistry,
      }),
    [project, checked.route, text],
  );
  return (
    <SampleScreen
      project={project}
      start={{ route: checked.route, params }}
      menuRoute={menuRoute}
      viewer={viewer}
      language={language}
      loader={loader}
      userMenus={userMenus}
    />
  );
}
