import { describe, expect, it } from 'vitest';
import { gridWindowAt, pageOfList } from '../../../src/domain/shared/grid-page';

// docs/decisions/0027-administration-grids.md: a server-paged grid's window and page.
describe('grid pages', () => {
  it('turns a first row index into a page from 1', () => {
    expect(gridWindowAt(0, 25)).toEqual({ page: 1, size: 25 });
    expect(gridWindowAt(24, 25)).toEqual({ page: 1, size: 25 });
    expect(gridWindowAt(50, 25)).toEqual({ page: 3, size: 25 });
  });

  it('cuts one page out of a list and counts the whole list', () => {
    const rows = Array.from({ length: 7 }, (_, index) => index);
    expect(pageOfList(rows, { page: 1, size: 3 })).toEqual({ rows: [0, 1, 2], total: 7 });
    expect(pageOfList(rows, { page: 3, size: 3 })).toEqual({ rows: [6], total: 7 });
    expect(pageOfList(rows, { page: 4, size: 3 })).toEqual({ rows: [], total: 7 });
  });
});
