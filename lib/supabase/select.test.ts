import { columnList, type ColumnList } from './select';

describe('columnList', () => {
  it('joins the columns as a select string whose type is the same literal', () => {
    const columns = ['id', 'full_name', 'city'] as const;
    const list: ColumnList<typeof columns> = columnList(columns);
    const literal: 'id, full_name, city' = list;
    expect(literal).toBe('id, full_name, city');
    expect(columnList(['id'])).toBe('id');
  });
});
