import { describe, expect, it } from 'vitest';
import { HttpProblem } from './problem';
import { SCHOOL_DOMAIN, normaliseDomain, schoolDomainOf } from './domains';

describe('normaliseDomain', () => {
  it.each([
    ['oak.example', 'oak.example'],
    ['WWW.Oak.Example', 'oak.example'],
    ['oak.example:8080', 'oak.example'],
    ['https://www.oak.example:443/login?x=1', 'oak.example'],
    ['http://user:pass@Oak.example/', 'oak.example'],
    ['oak.example.', 'oak.example'],
    ['www.oak.example.:8443', 'oak.example'],
    ['www.www.oak.example..', 'oak.example'],
    ['  oak.example  ', 'oak.example'],
    ['Bücher.example', 'xn--bcher-kva.example'],
    ['WWW.BÜCHER.EXAMPLE.', 'xn--bcher-kva.example'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ['ＯＡＫ.example', 'oak.example'],
    ['[::1]:8080', '[::1]'],
    ['oak example', ''],
    ['', ''],
  ])('reads %j as %j', (input, host) => {
    expect(normaliseDomain(input)).toBe(host);
  });

  it('answers the same for a value normalised twice', () => {
    for (const input of [
      'WWW.Oak.example.:80',
      'https://Bücher.example/x',
      'www.www.oak.example',
    ]) {
      const once = normaliseDomain(input);
      expect(normaliseDomain(once)).toBe(once);
    }
  });

  it('reads a hostile value in time linear in its length', () => {
    const hostile = `${'a:'.repeat(50_000)}${'/'.repeat(50_000)}${'@'.repeat(50_000)}`;
    expect(typeof normaliseDomain(hostile)).toBe('string');
  });
});

describe('schoolDomainOf', () => {
  it('saves a domain normalised, and blank as none', () => {
    expect(schoolDomainOf('WWW.Hillside.Example.:8080')).toBe('hillside.example');
    expect(schoolDomainOf('  ')).toBeNull();
    expect(schoolDomainOf(null)).toBeNull();
  });

  it.each([
    'oak..example',
    'localhost',
    '-oak.example',
    'oak_tree.example',
    `${'a'.repeat(64)}.example`,
    'www.',
  ])('refuses %j with a 400 naming domain_name', (input) => {
    let thrown: unknown;
    try {
      schoolDomainOf(input);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpProblem);
    expect(thrown).toMatchObject({
      status: 400,
      extra: { errors: { domain_name: expect.any(Array) } },
    });
  });

  it('never saves a domain that starts with www.', () => {
    expect(SCHOOL_DOMAIN.test('www.oak.example')).toBe(false);
    expect(schoolDomainOf('www.oak.example')).toBe('oak.example');
  });
});
