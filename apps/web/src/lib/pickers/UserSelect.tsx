import { apiQueryOptions } from '@backoffice/sdk/query';
import { UserFiltersSchema } from '@backoffice/sdk/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Select from 'antd/es/select';
import { useMemo } from 'react';
import { api } from '../api';
import { optionsWith } from './chosen-option';
import { selectStates } from './select-states';
import type { User } from './UserPicker';
import { useChosenRecord } from './use-chosen-record';
import { useOpenedOnce } from './use-opened-once';
import { useTypedKeyword } from './use-typed-keyword';

/** How many users a search offers. */
export const USER_SELECT_SIZE = 50;
/** The longest keyword the contract takes; a longer paste is cut rather than refused (人员加载失败). */
const KEYWORD_MAX_LENGTH = UserFiltersSchema.properties.keyword.maxLength;

/** Props of {@link UserSelect}. */
export interface UserSelectProps {
  value?: string;
  /** The new id, and the whole record when it came from the list (undefined when cleared). */
  onChange?: (userId: string | undefined, user?: User) => void;
  placeholder?: string;
  /** The user a saved record names, shown before the list is in (项目经理 of a project). */
  known?: { id: string; name: string };
  id?: string;
  'aria-label'?: string;
  style?: React.CSSProperties;
}

const NONE: readonly User[] = [];
const userLabel = (user: User) => `${user.nickname}（${user.deptName}）`;

/**
 * One enabled colleague (项目经理, 负责人), `姓名（部门）`; an antd Form control. What is typed searches the server
 * (username, nickname or phone), so every user can be found however many the company has, not only the first page.
 */
export function UserSelect({
  value,
  onChange,
  placeholder = '选择人员',
  known,
  style,
  ...rest
}: UserSelectProps) {
  const [typed, type] = useTypedKeyword();
  const keyword = typed.slice(0, KEYWORD_MAX_LENGTH);
  const [opened, openedNow] = useOpenedOnce();
  const users = useQuery({
    ...apiQueryOptions(api, 'post', '/api/admin/user/getPage', {
      body: {
        pageNum: 1,
        pageSize: USER_SELECT_SIZE,
        status: 'ENABLED',
        ...(keyword ? { keyword } : {}),
      },
    }),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const found = users.data?.list ?? NONE;
  // A user chosen elsewhere (a link, a saved filter) and not on the page found yet: asked for by id, any status.
  const chosenUser = useChosenRecord(value, found, known, (id) =>
    apiQueryOptions(api, 'post', '/api/admin/user/getPage', { body: { pageNum: 1, pageSize: 1, ids: [id] } }),
  );
  const options = useMemo(
    () =>
      optionsWith(
        found.map((u) => ({ value: u.id, label: userLabel(u) })),
        [
          known && { value: known.id, label: known.name },
          chosenUser && { value: chosenUser.id, label: userLabel(chosenUser) },
        ],
      ),
    [found, known, chosenUser],
  );
  return (
    <Select
      id={rest.id}
      aria-label={rest['aria-label']}
      showSearch={{ filterOption: false, onSearch: type }}
      allowClear
      value={value}
      placeholder={placeholder}
      loading={users.isFetching}
      options={options}
      {...selectStates('人员', users, { empty: '没有匹配的人员', narrow: '输入姓名或手机号缩小范围' })}
      // antd empties the search box when the dropdown closes, after a pick too (and keeps the picked label): the
      // list follows the box, so it opens again on the first page rather than on a search no longer shown
      onOpenChange={(open) => {
        openedNow(open);
        if (!open) type('');
      }}
      onChange={(id: string | undefined) =>
        onChange?.(id, found.find((u) => u.id === id) ?? (chosenUser?.id === id ? chosenUser : undefined))
      }
      style={style}
    />
  );
}
