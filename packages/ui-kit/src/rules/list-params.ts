import { pageAfterDelete } from './paging';

/** Rows in ascending or descending order (the contract's `SortOrder`). */
export type SortOrder = 'asc' | 'desc';
/** The order of a list: one field of its rows (as the contract's `sortField` names it) and the direction. */
export interface ListSort<Field extends string = string> {
  field: Field;
  order: SortOrder;
}

/**
 * The applied state of a list: the only state a list keeps (draft search values stay in the form). `Filters` is the
 * operation's request without paging and sort; the applied ones are the filled part of it.
 */
export interface ListParams<Filters extends object = Record<string, unknown>, Field extends string = string> {
  pageNum: number;
  pageSize: number;
  /** The applied filters: trimmed, empty ones dropped. */
  filters: Partial<Filters>;
  /** The applied order; none: the server's default order. */
  sort?: ListSort<Field>;
}

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;

export const initialListParams = <
  Filters extends object = Record<string, unknown>,
  Field extends string = string,
>(
  pageSize: number = DEFAULT_PAGE_SIZE,
  sort?: ListSort<Field>,
): ListParams<Filters, Field> => ({ pageNum: 1, pageSize, filters: {}, ...(sort ? { sort } : {}) });

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
export const searchList = <P extends ListParams<object>>(params: P, filters: Readonly<P['filters']>): P => ({
  ...params,
  pageNum: 1,
  filters: filledFilters(filters) as P['filters'],
});

/** One filter set or cleared (a left tree's department), the others kept, back to page 1. */
export const setListFilter = <P extends ListParams<object>, K extends keyof P['filters']>(
  params: P,
  name: K,
  value: P['filters'][K] | undefined,
): P => searchList(params, { ...params.filters, [name]: value } as P['filters']);

/** 重置: no filters, page 1, the page size kept, no order of the user's (the screen's default order again). */
export function resetList<P extends ListParams<object>>(params: P): P {
  const { sort: _applied, ...rest } = params;
  return { ...rest, pageNum: 1, filters: {} } as P;
}

/** A page or page-size change; a new page size starts again at page 1 (as every anchor does). */
export const pageList = <P extends ListParams<object>>(params: P, pageNum: number, pageSize: number): P => ({
  ...params,
  pageNum: pageSize === params.pageSize ? pageNum : 1,
  pageSize,
});

/** A new order (none: the server's default), back to page 1 (list-pattern §6); the same order changes nothing. */
export function sortList<P extends ListParams<object>>(params: P, sort: P['sort'] | undefined): P {
  if (sort?.field === params.sort?.field && sort?.order === params.sort?.order) return params;
  const { sort: _previous, ...rest } = params;
  return { ...rest, pageNum: 1, ...(sort ? { sort } : {}) } as P;
}

/** spec §2: after deleting `deleted` of `total` rows, step back one page when the current one would be empty. */
export const listAfterDelete = <P extends ListParams<object>>(
  params: P,
  total: number,
  deleted: number,
): P => ({
  ...params,
  pageNum: pageAfterDelete(params.pageNum, params.pageSize, total, deleted),
});

/**
 * Safety net after a settled fetch (rows deleted by someone else): a page past the last one goes to the last
 * one. Never from an empty list (page 1 stays), never to page 1 from an empty page that still has a total.
 */
export function clampListPage<P extends ListParams<object>>(params: P, total: number): P {
  if (total <= 0) return params;
  const last = Math.max(1, Math.ceil(total / params.pageSize));
  return params.pageNum > last ? { ...params, pageNum: last } : params;
}

const PAGE_KEY = 'page';
const SIZE_KEY = 'size';
const FILTER_KEY = 'filter';
const SORT_KEY = 'sort';
const SORT_PATTERN = /^([A-Za-z_][A-Za-z0-9_]*)\.(asc|desc)$/;

/** A sort as the URL writes it: `createTime.desc`. */
export const sortToSearch = (sort: ListSort): string => `${sort.field}.${sort.order}`;

/** Reads `field.asc|desc`; anything else (a hand-edited URL) is no sort. */
export function sortFromSearch(value: string | null): ListSort | undefined {
  const match = value ? SORT_PATTERN.exec(value) : null;
  return match ? { field: match[1] as string, order: match[2] as SortOrder } : undefined;
}

/** The params as URL search params (page, size, filter as JSON, sort), for lists whose state lives in the URL. */
export function listParamsToSearch(
  params: ListParams<object>,
  defaults: ListParams<object>,
): Record<string, string> {
  return {
    ...(params.pageNum !== 1 ? { [PAGE_KEY]: String(params.pageNum) } : {}),
    ...(params.pageSize !== defaults.pageSize ? { [SIZE_KEY]: String(params.pageSize) } : {}),
    ...(Object.keys(params.filters).length > 0 ? { [FILTER_KEY]: JSON.stringify(params.filters) } : {}),
    ...(params.sort ? { [SORT_KEY]: sortToSearch(params.sort) } : {}),
  };
}

/** The keys `listParamsToSearch` writes, so an app can clear them. */
export const LIST_SEARCH_KEYS = [PAGE_KEY, SIZE_KEY, FILTER_KEY, SORT_KEY] as const;

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
  const sort = sortFromSearch(search.get(SORT_KEY));
  return { pageNum: positive(search.get(PAGE_KEY), 1), pageSize, filters, ...(sort ? { sort } : {}) };
}

/** The sort if the list can sort by its field (a hand-edited URL may name any); without a list of fields, any. */
export function knownSort<Field extends string>(
  sort: ListSort | undefined,
  fields: readonly Field[] | undefined,
): ListSort<Field> | undefined {
  if (!sort || (fields && !fields.includes(sort.field as Field))) return undefined;
  return sort as ListSort<Field>;
}
