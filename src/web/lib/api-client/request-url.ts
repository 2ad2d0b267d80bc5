import { buildEndpointPath, type EndpointDefinition, type EndpointInput } from '@shared/api/endpoint';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

function isPresent(value: QueryValue): value is string | number | boolean {
  return value !== undefined && value !== null && value !== '';
}

/** `key=value` pairs for the query; undefined, null and '' values (also inside arrays) are left out. */
export function buildQueryString(query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (isPresent(value)) {
        params.append(key, String(value));
      }
    }
  }
  return params.toString();
}

/** Joins the base URL (absolute or relative, e.g. '/api') and the path, then appends the query. */
export function buildRequestUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const queryString = buildQueryString(query);
  if (queryString === '') {
    return url;
  }
  return `${url}${url.includes('?') ? '&' : '?'}${queryString}`;
}

/**
 * The URL of a contract endpoint for requests the API client cannot make itself (uploads with
 * progress through XHR, binary answers), so they still take their path from the contract.
 */
export function endpointUrl<E extends EndpointDefinition>(
  endpoint: E,
  input: Pick<EndpointInput<E>, 'params' | 'query'>,
  baseUrl = '/api',
): string {
  const params = input.params as Record<string, unknown> | undefined;
  return buildRequestUrl(baseUrl, buildEndpointPath(endpoint.path, params), input.query as QueryParams);
}
