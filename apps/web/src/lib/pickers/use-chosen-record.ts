import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { lookupNeeded } from './chosen-option';

/**
 * The record a select's value names when neither the records it found nor the one the caller `known`s carry it (a
 * link's or a saved filter's id, before any search): asked for once by id through `byId` (a page of that one
 * record), kept for the session. Undefined until it came, or when nothing needs asking.
 */
export function useChosenRecord<
  Row extends { id: string },
  Data extends { list: readonly Row[] },
  Failure,
  Key extends QueryKey,
>(
  value: string | undefined,
  found: readonly Row[],
  known: { id: string } | undefined,
  byId: (id: string) => UseQueryOptions<Data, Failure, Data, Key>,
): Row | undefined {
  const chosen = useQuery({
    ...byId(value ?? ''),
    enabled: lookupNeeded(value, found, known),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return chosen.data?.list.find((row) => row.id === value);
}
