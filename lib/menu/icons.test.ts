import fs from 'node:fs';
import path from 'node:path';
import { Archive, Bell, Briefcase, ChartBar, Clock, Grid3x3, House, LockOpen, Search, ShieldCheck, User, UserPen } from 'lucide-react';
import { MENU_ICON_NAMES as ADMIN_ICON_NAMES } from './icon-names';
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

  it('draws the icons the menu entries need', () => {
    expect(menuIcon('Bell')).toBe(Bell);
    expect(menuIcon('User')).toBe(User);
    expect(menuIcon('user-pen')).toBe(UserPen);
    expect(menuIcon('Search')).toBe(Search);
    expect(menuIcon('Clock')).toBe(Clock);
    expect(menuIcon('Archive')).toBe(Archive);
  });

  it('offers administrators exactly the names the database accepts, the spec list among them', () => {
    const migrations = path.join(__dirname, '..', '..', 'supabase', 'migrations');
    const latest = fs
      .readdirSync(migrations)
      .sort()
      .map((file) => fs.readFileSync(path.join(migrations, file), 'utf8'))
      .filter((sql) => /constraint pages_icon_check check/.test(sql))
      .at(-1);
    const listed = [...(latest?.match(/icon in \(([^)]*)\)/)?.[1] ?? '').matchAll(/'([A-Za-z]+)'/g)].map((m) => m[1]);
    const nonShield = ADMIN_ICON_NAMES.filter((name) => !name.startsWith('Shield'));
    expect([...listed].sort()).toEqual([...nonShield].sort());
    for (const name of SPEC_NAMES) expect(ADMIN_ICON_NAMES).toContain(name);
  });

  it('falls back to Home', () => {
    expect(menuIcon('Home')).toBe(House);
    expect(menuIcon('NoSuchIcon')).toBe(House);
    expect(menuIcon('')).toBe(House);
    expect(menuIcon(null)).toBe(House);
    expect(menuIcon(undefined)).toBe(House);
  });
});
