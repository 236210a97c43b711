import { useQuery } from '@tanstack/react-query';
import Spin from 'antd/es/spin';
import { useContext } from 'react';
import { type BusinessForms, BusinessFormsContext } from './business-forms-context';
import { ChunkFallback } from './lazy-chunk';

export type { BusinessForms, BusinessFormView } from './business-forms-context';

/** The shell's table of document views, loaded once. */
function useBusinessForms(): BusinessForms {
  const load = useContext(BusinessFormsContext);
  const forms = useQuery({
    queryKey: ['businessForms'],
    queryFn: load,
    staleTime: Number.POSITIVE_INFINITY,
    structuralSharing: false,
  });
  return forms.data ?? {};
}

/** Whether a businessType has a registered view. */
export function useHasBusinessForm(businessType: string): boolean {
  return useBusinessForms()[businessType] !== undefined;
}

/** The registered view of a process's business document; nothing when its type has none. */
export function BusinessForm({
  businessType,
  businessId,
  shownFiles,
}: {
  businessType: string;
  businessId: string;
  shownFiles: readonly string[];
}) {
  const View = useBusinessForms()[businessType];
  if (!View) return null;
  return (
    <ChunkFallback value={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
      <View businessId={businessId} shownFiles={shownFiles} />
    </ChunkFallback>
  );
}
