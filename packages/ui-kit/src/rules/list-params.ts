import { pageAfterDelete } from './paging';

/** The applied state of a list: the only state a list keeps (draft search values stay in the form). */
export interface ListParams {
  pageNum: number;
  pageSize: number;
  /** The applied filters: trimmed, empty ones dropped. */
  filters: Record<string, unknown>;
}

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;

export const initialListParams = (pageSize: number = DEFAULT_PAGE_SIZE): ListParams => ({
  pageNum: 1,
  pageSize,
  filters: {},
});

/** Only the filled filters, text trimmed (搜索 sends nothing the user left empty). */
export function filledFilters(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
      .filter(
        ([, value]) =>
          value !== undefined &&
          value !== null &&
          value !== '' &&
          !(Array.isArray(value) && value.length === 0),
      ),
  );
}

/** 搜索: the given filters replace the applied ones, back to page 1. */
export const searchList = (params: ListParams, filters: Readonly<Record<string, unknown>>): ListParams => ({
  ...params,
  pageNum: 1,
  filters: filledFilters(filters),
});

/** One filter set or cleared (a left tree's department), the others kept, back to page 1. */
export const setListFilter = (params: ListParams, name: string, value: unknown): ListParams =>
  searchList(params, { ...params.filters, [name]: value });

/** 重置: no filters, page 1, the page size kept. */
export const resetList = (params: ListParams): ListParams => ({ ...params, pageNum: 1, filters: {} });

/** A page or page-size change; a new page size starts again at page 1 (as every anchor does). */
export const pageList = (params: ListParams, pageNum: number, pageSize: number): ListParams => ({
  ...params,
  pageNum: pageSize === params.pageSize ? pageNum : 1,
  pageSize,
});

/** spec §2: after deleting `deleted` of `total` rows, step back one page when the current one would be empty. */
export const listAfterDelete = (params: ListParams, total: number, deleted: number): ListParams => ({
  ...params,
  pageNum: pageAfterDelete(params.pageNum, params.pageSize, total, deleted),
});

/**
 * Safety net after a settled fetch (rows deleted by someone else): a page past the last one goes to the last
 * one. Never from an empty list (page 1 stays), never to page 1 from an empty page that still has a total.
 */
export function clampListPage(params: ListParams, total: number): ListParams {
  if (total <= 0) return params;
  const last = Math.max(1, Math.ceil(total / params.pageSize));
  return params.pageNum > last ? { ...params, pageNum: last } : params;
}

const PAGE_KEY = 'page';
const SIZE_KEY = 'size';
const FILTER_KEY = 'filter';

/** The params as URL search params (page, size, filter as JSON), for lists whose state lives in the URL. */
export function listParamsToSearch(params: ListParams, defaults: ListParams): Record<string, string> {
  return {
    ...(params.pageNum !== 1 ? { [PAGE_KEY]: String(params.pageNum) } : {}),
    ...(params.pageSize !== defaults.pageSize ? { [SIZE_KEY]: String(params.pageSize) } : {}),
    ...(Object.keys(params.filters).length > 0 ? { [FILTER_KEY]: JSON.stringify(params.filters) } : {}),
  };
}

/** The keys `listParamsToSearch` writes, so an app can clear them. */
export const LIST_SEARCH_KEYS = [PAGE_KEY, SIZE_KEY, FILTER_KEY] as const;

/** Reads params written by `listParamsToSearch`; anything malformed falls back to the defaults. */
export function listParamsFromSearch(search: URLSearchParams, defaults: ListParams): ListParams {
  const positive = (value: string | null, fallback: number) => {
    const number = Number(value);
    return Number.isInteger(number) && number > 0 ? number : fallback;
  };
  let filters: Record<string, unknown> = defaults.filters;
  const raw = search.get(FILTER_KEY);
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        filters = filledFilters(parsed as Record<string, unknown>);
    } catch {
      // a hand-edited URL: keep the defaults
    }
  }
  const pageSize = positive(search.get(SIZE_KEY), defaults.pageSize);
  return { pageNum: positive(search.get(PAGE_KEY), 1), pageSize, filters };
}
