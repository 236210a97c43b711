import type { Schema } from '@backoffice/sdk';
import { apiQueryOptions } from '@backoffice/sdk/query';
import { useQuery } from '@tanstack/react-query';
import Select from 'antd/es/select';
import { useMemo } from 'react';
import { api } from '../api';
import { lookupNeeded, optionsWith } from './chosen-option';
import { selectStates } from './select-states';
import { useOpenedOnce } from './use-opened-once';

/** A project of the contract (项目列表). */
export type Project = Schema<'Project'>;
type ProjectStatus = Schema<'ProjectStatus'>;

/** How many projects the select loads (the active ones of a company fit). */
export const PROJECT_SELECT_SIZE = 100;

/** How a project reads in a select: `P2026-001 华东数据中心机房改造`. */
export const projectLabel = (project: Pick<Project, 'projectNo' | 'name'>) =>
  `${project.projectNo} ${project.name}`;

/** The projects a select offers: those in `statuses` (all when none are given), in the server's order. */
export function projectsInStatuses(
  projects: readonly Project[],
  statuses: readonly ProjectStatus[] | undefined,
): Project[] {
  return statuses && statuses.length > 0
    ? projects.filter((p) => statuses.includes(p.status))
    : [...projects];
}

/** Props of {@link ProjectSelect}. */
export interface ProjectSelectProps {
  /** The chosen project's id (antd Form sets it). */
  /** The chosen project's id; `null` (a record's 不关联项目) shows as no choice. */
  value?: string | null;
  /** The new id and its record (undefined when cleared). */
  onChange?: (projectId: string | undefined, project?: Project) => void;
  /** Offer only projects in these statuses, e.g. `['IN_PROGRESS']` for a purchase request. */
  statuses?: readonly ProjectStatus[];
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  'aria-label'?: string;
  /** The field's id (antd Form sets it, so the field's label names the select). */
  id?: string;
  style?: React.CSSProperties;
}

/**
 * A select of projects (`编号 名称`, searchable on both), optionally only those in some statuses. Works as an antd
 * Form control; a chosen project outside the loaded ones still shows its label (loaded by id).
 */
export function ProjectSelect({
  value,
  onChange,
  statuses,
  placeholder = '选择项目',
  disabled,
  allowClear = true,
  style,
  ...rest
}: ProjectSelectProps) {
  const single = statuses?.length === 1 ? { status: statuses[0] } : {};
  const [opened, openedNow] = useOpenedOnce();
  const projects = useQuery({
    ...apiQueryOptions(api, 'post', '/api/project/project/getPage', {
      body: { pageNum: 1, pageSize: PROJECT_SELECT_SIZE, ...single },
    }),
    enabled: opened,
  });
  const offered = useMemo(
    () => projectsInStatuses(projects.data?.list ?? [], statuses),
    [projects.data, statuses],
  );
  // A project chosen before (a saved record, a link) that the loaded page does not offer, or while the page is not
  // asked for yet (the select never opened): asked for by id. A form's `null` (no project) is no choice, never a
  // lookup of an empty id.
  const chosen = useQuery({
    ...apiQueryOptions(api, 'post', '/api/project/project/get', { body: { id: value ?? '' } }),
    enabled: (projects.isSuccess || !opened) && lookupNeeded(value ?? undefined, offered, undefined),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const chosenProject = chosen.data?.id === value ? chosen.data : undefined;
  const options = useMemo(
    () =>
      optionsWith(
        offered.map((p) => ({ value: p.id, label: projectLabel(p) })),
        [chosenProject && { value: chosenProject.id, label: projectLabel(chosenProject) }],
      ),
    [offered, chosenProject],
  );
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={allowClear}
      value={value ?? undefined}
      placeholder={placeholder}
      disabled={disabled}
      loading={projects.isLoading}
      onOpenChange={openedNow}
      options={options}
      {...selectStates('项目', projects, { empty: '没有可选的项目' })}
      onChange={(id: string | undefined) =>
        onChange?.(
          id,
          offered.find((p) => p.id === id) ?? (chosenProject?.id === id ? chosenProject : undefined),
        )
      }
      id={rest.id}
      aria-label={rest['aria-label']}
      style={{ minWidth: 260, ...style }}
    />
  );
}
