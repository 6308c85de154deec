import { contract } from '@reelcart/contract/admin';
import type { Hono } from 'hono';
import type { Deps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { intakeService } from './service';

export function intakeRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const service = intakeService(deps);
  mount(app, deps, contract.intakeOverview, service.intakeOverview);
  mount(app, deps, contract.intakeStudio, service.intakeStudio);
  mount(app, deps, contract.intakeSetDefaults, service.intakeSetDefaults);
  mount(app, deps, contract.intakePreview, service.intakePreview);
  mount(app, deps, contract.intakeImport, service.intakeImport);
  mount(app, deps, contract.intakeBatch, service.intakeBatch);
  mount(app, deps, contract.intakeItem, service.intakeItem);
  mount(app, deps, contract.intakeSaveItem, service.intakeSaveItem);
  mount(app, deps, contract.intakeDecide, service.intakeDecide);
  mount(app, deps, contract.intakePublish, service.intakePublish);
}
