import { describe, expect, it } from 'vitest';
import type { CallAccess, CallDefinition } from '../core/call';
import { audiences, callSummaries, contract } from './index';

const calls = (map: Record<string, CallDefinition>) => Object.entries(map);
const accessOf = (call: CallDefinition): CallAccess | undefined => call.access;

describe('the contract by audience', () => {
  // The whole contract is the three audiences' calls: a name in two of them would be lost by the
  // spread (one definition silently replacing the other), so none may repeat.
  it('has every call in exactly one audience', () => {
    const names = Object.values(audiences).flatMap((map) => Object.keys(map));
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(contract).sort());
    expect(Object.keys(callSummaries).sort()).toEqual(Object.keys(contract).sort());
  });

  // Roles live in the definitions (decision 073): the server's `mount` and its authorization
  // matrix read them there, so a back-office call without `access` would be open to any
  // signed-in shopper. Each audience's calls carry the access that audience implies.
  it('gives no store call a role', () => {
    for (const [name, call] of calls(audiences.store)) expect(accessOf(call), name).toBeUndefined();
  });

  it('limits every affiliate call to affiliates', () => {
    for (const [name, call] of calls(audiences.affiliate))
      expect(accessOf(call), name).toBe('affiliate');
  });

  it('limits every back-office call to admins, or to managers for reports', () => {
    for (const [name, call] of calls(audiences.admin))
      expect(['admin', 'manager'], name).toContain(accessOf(call));
  });

  it('asks a signed-in caller of every call that needs a role', () => {
    for (const [name, call] of calls(contract))
      if (accessOf(call)) expect(call.auth, name).toBe('required');
  });
});
