import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { intakeItemService } from './items.service';
import { intakeStudioService } from './studios.service';

export function intakeRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const studios = intakeStudioService(deps);
  const items = intakeItemService(deps);
  mount(app, deps, contract.intakeOverview, studios.intakeOverview);
  mount(app, deps, contract.intakeStudio, studios.intakeStudio);
  mount(app, deps, contract.intakeSetDefaults, studios.intakeSetDefaults);
  mount(app, deps, contract.intakePreview, studios.intakePreview);
  mount(app, deps, contract.intakeImport, studios.intakeImport);
  mount(app, deps, contract.intakeBatch, items.intakeBatch);
  mount(app, deps, contract.intakeItem, items.intakeItem);
  mount(app, deps, contract.intakeSaveItem, items.intakeSaveItem);
  mount(app, deps, contract.intakeDecide, items.intakeDecide);
  mount(app, deps, contract.intakePublish, items.intakePublish);
}
