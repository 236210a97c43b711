import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import Select, { type SelectProps } from 'antd/es/select';
import { api } from '../api';
import { selectStates } from './select-states';
import { useOpenedOnce } from './use-opened-once';

/**
 * A supplier (供应商管理) to pick: `purpose="order"` offers the enabled ones, which can be ordered from (采购订单,
 * a request line's 建议供应商, a stock-in's supplier); `purpose="filter"` offers every one, for a list's filter.
 * The value is the supplier's id; typing searches name and code.
 */
export function SupplierSelect({
  purpose,
  ...props
}: Omit<SelectProps<string>, 'options' | 'mode'> & { purpose: 'order' | 'filter' }) {
  const [opened, openedNow] = useOpenedOnce();
  const suppliers = useQuery({
    ...apiQueryOptions(api, 'post', '/api/purchase/supplier/options', {
      body: purpose === 'order' ? { status: 'ENABLED' } : {},
    }),
    // The list names a chosen supplier, so it is asked for at once only when there is one to name.
    enabled: opened || Boolean(props.value),
  });
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      // Loading while it asks: a list not asked for yet (never opened, nothing chosen) is pending, not loading.
      loading={suppliers.isLoading}
      placeholder="请选择供应商"
      {...selectStates('供应商', suppliers, { empty: '没有可选的供应商' })}
      options={(suppliers.data ?? []).map((supplier) => ({
        value: supplier.id,
        label: `${supplier.name}（${supplier.code}）`,
      }))}
      {...props}
      onOpenChange={(open) => {
        openedNow(open);
        props.onOpenChange?.(open);
      }}
    />
  );
}
