import { Briefcase, ChartBar, Grid3x3, House, LockOpen, ShieldCheck } from 'lucide-react';
import { MENU_ICONS, MENU_ICON_NAMES, menuIcon } from './icons';

const SPEC_NAMES = [
  'Home',
  'Grid',
  'Users',
  'Settings',
  'FileText',
  'Briefcase',
  'Calendar',
  'MessageSquare',
  'Star',
  'Globe',
  'LayoutDashboard',
  'BookOpen',
  'ChartBar',
  'ShoppingCart',
  'Image',
  'Video',
  'Network',
  'Building',
  'Shield',
  'Lock',
  'LockOpen',
  'Key',
  'KeyRound',
];

describe('menu icons', () => {
  it('maps every spec name to a component', () => {
    for (const name of SPEC_NAMES) {
      expect(MENU_ICON_NAMES).toContain(name);
      expect(MENU_ICONS[name]).toBeTruthy();
    }
    expect(MENU_ICON_NAMES.filter((n) => n.startsWith('Shield')).length).toBeGreaterThan(5);
  });

  it('resolves exact names', () => {
    expect(menuIcon('Briefcase')).toBe(Briefcase);
    expect(menuIcon('Grid')).toBe(Grid3x3);
    expect(menuIcon('ShieldCheck')).toBe(ShieldCheck);
  });

  it('tolerates case, dashes and old lucide names', () => {
    expect(menuIcon('briefcase')).toBe(Briefcase);
    expect(menuIcon('chart-bar')).toBe(ChartBar);
    expect(menuIcon('BarChart')).toBe(ChartBar);
    expect(menuIcon('Unlock')).toBe(LockOpen);
  });

  it('falls back to Home', () => {
    expect(menuIcon('Home')).toBe(House);
    expect(menuIcon('NoSuchIcon')).toBe(House);
    expect(menuIcon('')).toBe(House);
    expect(menuIcon(null)).toBe(House);
    expect(menuIcon(undefined)).toBe(House);
  });
});
