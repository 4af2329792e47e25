import { describe, expect, it } from 'vitest';
import { consoleRouteTitle } from './page-title';

describe('consoleRouteTitle', () => {
  it('takes the title of a route in the route table', () => {
    expect(consoleRouteTitle('/teacher/reports')).toBe('Reports');
  });

  it('names a resource page after its resource', () => {
    expect(consoleRouteTitle('/admin/users/4')).toBe('Users');
  });
});
