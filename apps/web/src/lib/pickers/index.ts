/**
 * Pickers every module uses to choose master data: materials (a dialog or a select in a line), projects, and users
 * by department. Each is an antd control or a dialog over the contract's lists.
 */

export { MaterialPicker, type MaterialPickerProps } from './MaterialPicker';
export {
  type KnownMaterial,
  MATERIAL_SELECT_SIZE,
  MaterialSelect,
  type MaterialSelectProps,
} from './MaterialSelect';
export { type Material, materialLabel } from './material-picker-rules';
export {
  type Project,
  ProjectSelect,
  type ProjectSelectProps,
  projectLabel,
  projectsInStatuses,
} from './ProjectSelect';
export { type User, UserPicker, type UserPickerProps } from './UserPicker';
export { USER_SELECT_SIZE, UserSelect, type UserSelectProps } from './UserSelect';
