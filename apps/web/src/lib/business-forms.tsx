import Spin from 'antd/es/spin';
import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  useContext,
} from 'react';

/** A document's read-only view inside 审批详情 (业务单据), given the process's businessId. */
export type BusinessFormView = ComponentType<{ businessId: string }>;

/** The views by a process's businessType (a DocumentType: PURCHASE_REQUEST …), each loaded when first shown. */
export type BusinessForms = Readonly<Partial<Record<string, LazyExoticComponent<BusinessFormView>>>>;

const BusinessFormsContext = createContext<BusinessForms>({});

/**
 * The document views the app shell hands down to 审批详情, so the workspace shows a purchase request (or any
 * document a module registers) as the process's business form without importing that module (features never
 * import each other). The shell's table is `app/business-forms.ts`.
 */
export function BusinessFormsProvider({ forms, children }: { forms: BusinessForms; children: ReactNode }) {
  return <BusinessFormsContext.Provider value={forms}>{children}</BusinessFormsContext.Provider>;
}

/** Whether a businessType has a registered view. */
export function useHasBusinessForm(businessType: string): boolean {
  return useContext(BusinessFormsContext)[businessType] !== undefined;
}

/** The registered view of a process's business document; nothing when its type has none. */
export function BusinessForm({ businessType, businessId }: { businessType: string; businessId: string }) {
  const View = useContext(BusinessFormsContext)[businessType];
  if (!View) return null;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
      <View businessId={businessId} />
    </Suspense>
  );
}
