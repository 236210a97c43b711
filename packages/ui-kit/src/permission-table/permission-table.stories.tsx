// Ladle stories: every PermissionTable state, rendered from the same scenarios the tests use.
import * as scenario from './permission-table.fixtures';

export default { title: 'PermissionTable' };

export const AllowedPriceColumn = () => scenario.renderScenario(scenario.AllowedPriceColumn);
export const DeniedPriceColumn = () => scenario.renderScenario(scenario.DeniedPriceColumn);
export const IncludeModeHidden = () => scenario.renderScenario(scenario.IncludeModeHidden);
export const SecondPage = () => scenario.renderScenario(scenario.SecondPage);
export const ExtensionColumns = () => scenario.renderScenario(scenario.ExtensionColumns);
export const WithSearchAndBatch = () => scenario.renderScenario(scenario.WithSearchAndBatch);
export const Empty = () => scenario.renderScenario(scenario.Empty);
export const Loading = () => scenario.renderScenario(scenario.Loading);
export const LoadFailed = () => scenario.renderScenario(scenario.LoadFailed);
export const ReloadFailed = () => scenario.renderScenario(scenario.ReloadFailed);
