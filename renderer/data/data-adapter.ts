import type { ApiEnvelope } from '../../src/shared/api/envelope';

/** The menu and responsibility a call is made for: the server checks resource codes against them. */
export interface MenuContext {
  menuId: number;
  respId: number;
}

/** One call: POST /api/<service>/v1/<resource>/<operation> with a JSON body. */
export interface DataRequest {
  service: string;
  /** e.g. `srmPoHeaderRestful`, `baseLoginRestful`. */
  resource: string;
  operation: string;
  body?: Record<string, unknown>;
  menu?: MenuContext;
}

/**
 * How renderers reach data (DESIGN §4.3): never `fetch` directly. The answer is the envelope as the
 * server sent it; failures of the network or the server come back as status E with a readable msg.
 */
export interface DataAdapter {
  request<T = unknown>(request: DataRequest): Promise<ApiEnvelope<T>>;
}

export function entityResource(entity: string): string {
  return `${entity}Restful`;
}
