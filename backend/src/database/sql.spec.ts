import { joinSql, sql, toPostgresPlaceholders, trusted } from './sql';

describe('sql tag', () => {
  it('binds every interpolated value as a parameter, never as text', () => {
    const name = "O'Brien; drop table product";
    const query = sql`select * from customer where lastname = ${name}`;
    expect(query.text).toBe('select * from customer where lastname = ?');
    expect(query.values).toEqual([name]);
  });

  it('inlines nested fragments with their parameters in order', () => {
    const conditions = joinSql([sql`a = ${1}`, sql`b = ${'x'}`], ' and ');
    const query = sql`select 1 where ${conditions} limit ${10}`;
    expect(query.text).toBe('select 1 where a = ? and b = ? limit ?');
    expect(query.values).toEqual([1, 'x', 10]);
  });

  it('numbers placeholders the way PostgreSQL writes them', () => {
    const query = toPostgresPlaceholders(sql`select ${1}, ${trusted('now()')}, ${2}`);
    expect(query.text).toBe('select $1, now(), $2');
  });
});
