import {
  Briefcase,
  CalendarHeart,
  Download,
  Eye,
  GraduationCap,
  House,
  Languages,
  type LucideIcon,
  MousePointerClick,
  Palette,
  RectangleVertical,
  Scissors,
  ShieldCheck,
  Stamp as StampIcon,
  Store,
  UtensilsCrossed,
} from 'lucide-react';
import type { AboutKey } from '../about-messages';

/** A card's icon and the catalog keys of its title and text (read when the page renders). */
interface Item {
  icon: LucideIcon;
  title: AboutKey;
  text: AboutKey;
}

const item = (icon: LucideIcon, key: string): Item => ({
  icon,
  title: `${key}.title` as AboutKey,
  text: `${key}.text` as AboutKey,
});

export const AUDIENCES: Item[] = [
  item(Store, 'about.who.shops'),
  item(Scissors, 'about.who.salons'),
  item(UtensilsCrossed, 'about.who.food'),
  item(GraduationCap, 'about.who.coaching'),
  item(House, 'about.who.advisors'),
  item(Briefcase, 'about.who.agencies'),
];

export const STEPS: Item[] = [
  item(MousePointerClick, 'about.how.pick'),
  item(Palette, 'about.how.personalise'),
  item(Download, 'about.how.download'),
];

export interface Plan {
  name: AboutKey;
  tagline: AboutKey;
  features: AboutKey[];
}

export const PLANS: Plan[] = [
  {
    name: 'about.plans.free.name',
    tagline: 'about.plans.free.tagline',
    features: ['about.plans.free.library', 'about.plans.free.badge', 'about.plans.free.account'],
  },
  {
    name: 'about.plans.pro.name',
    tagline: 'about.plans.pro.tagline',
    features: ['about.plans.pro.clean', 'about.plans.pro.allowance', 'about.plans.pro.custom'],
  },
  {
    name: 'about.plans.premium.name',
    tagline: 'about.plans.premium.tagline',
    features: [
      'about.plans.premium.everything',
      'about.plans.premium.allowance',
      'about.plans.premium.brands',
    ],
  },
];

export const REASONS: Item[] = [
  item(CalendarHeart, 'about.why.festival'),
  item(StampIcon, 'about.why.brand'),
  item(Languages, 'about.why.india'),
  item(RectangleVertical, 'about.why.shape'),
  item(Eye, 'about.why.preview'),
  item(ShieldCheck, 'about.why.fair'),
];
