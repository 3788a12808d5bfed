import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LeadFilters } from '../api/types';
import { parseLeadFilters } from './leads';

/**
 * The lead filters the address names (`?service=`, `?budget=`, `?timeline=`, `?source=chat`,
 * `?stage=`),
 * the same object for as long as they stay the same.
 */
export function useLeadFilters(): LeadFilters {
  const [searchParams] = useSearchParams();
  const leads = parseLeadFilters(searchParams);
  const { service, budget, timeline, source, stage } = leads;
  return useMemo(
    () => ({
      ...(service ? { service } : {}),
      ...(budget ? { budget } : {}),
      ...(timeline ? { timeline } : {}),
      ...(source ? { source } : {}),
      ...(stage ? { stage } : {}),
    }),
    [service, budget, timeline, source, stage],
  );
}
