import type { AuditEntry } from '@reelcart/contract/admin';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditHistory } from './audit-history';

afterEach(cleanup);

const entry: AuditEntry = {
  id: 1,
  at: '2026-11-24T12:30:00.000Z',
  actorEmail: 'admin@reelcart.test',
  entityType: 'video',
  entityId: 'vid_1',
  action: 'update',
  changes: [
    { field: 'studioId', before: 'std_01', after: 'std_gone' },
    { field: 'actressIds', before: [], after: ['act_001', 'act_002'] },
  ],
  labels: { std_01: 'Cedar Lane Studio', act_001: 'Ann Example', act_002: 'Bea Example' },
};

describe('AuditHistory', () => {
  it('shows the names of the records a change names by id; an unknown id stays as it is', () => {
    render(<AuditHistory entries={[entry]} />);
    const studio = screen.getByRole('row', { name: /^Studio/ });
    expect(
      within(studio)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Cedar Lane Studio', 'std_gone']);
    const performers = screen.getByRole('row', { name: /^Performers/ });
    expect(
      within(performers)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', 'Ann Example, Bea Example']);
  });
});
