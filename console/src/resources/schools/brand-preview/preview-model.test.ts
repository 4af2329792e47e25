import { describe, expect, it } from 'vitest';
import { makeAdminSchool, noColours } from '@kyu/test-support/data';
import { brandLook } from './preview-model';

const withColours = (colours: Partial<ReturnType<typeof noColours>>) =>
  makeAdminSchool({ colours: { ...noColours(), ...colours } });

describe('brandLook', () => {
  it("gives an unbranded school the default brand's tokens and no warning", () => {
    const look = brandLook(makeAdminSchool());
    expect(look.vars['--kyu-primary']).toBe('#3B4CCA');
    expect(look.warnings).toEqual([]);
    expect(look.name).toBe('Hillside High');
  });

  it('names the page by its page title, as the portal does', () => {
    expect(brandLook(makeAdminSchool({ page_title: 'Hillside Learning' })).tabTitle).toBe(
      'Home | Hillside Learning',
    );
  });

  it('shows a picked logo before the one the school has', () => {
    const school = makeAdminSchool({ images: { ...makeAdminSchool().images, logo: '/old.png' } });
    expect(brandLook(school).logo).toBe('/old.png');
    const picked = { rawFile: new File([], 'new.png'), src: 'blob:new' };
    expect(brandLook({ ...school, uploads: { logo: picked } }).logo).toBe('blob:new');
  });

  it('rounds a ratio down, so one just short of the mark does not read as meeting it', () => {
    expect(brandLook(withColours({ secondary1: '#2F8F76' })).warnings).toEqual([
      'Links in Supporting 1 on white: contrast 3.9:1, where WCAG AA asks for at least 4.5:1.',
    ]);
  });

  it('warns of links too pale to read on white', () => {
    const look = brandLook(withColours({ secondary1: '#AAAAAA' }));
    expect(look.warnings).toEqual([
      'Links in Supporting 1 on white: contrast 2.3:1, where WCAG AA asks for at least 4.5:1.',
    ]);
  });
});
