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
import { REFUND } from '../policy-facts';

interface Item {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const AUDIENCES: Item[] = [
  {
    icon: Store,
    title: 'Shops and kirana stores',
    text: 'Festival wishes and offers for your regular customers.',
  },
  {
    icon: Scissors,
    title: 'Salons, boutiques and gyms',
    text: 'New looks, seasonal collections, bridal packages and membership offers.',
  },
  {
    icon: UtensilsCrossed,
    title: 'Restaurants and sweet shops',
    text: 'Menus, thalis and festive specials that make people hungry.',
  },
  {
    icon: GraduationCap,
    title: 'Coaching classes and schools',
    text: 'Admissions, results and every national day.',
  },
  {
    icon: House,
    title: 'Property and insurance advisors',
    text: 'Daily posts that keep your name in front of clients.',
  },
  {
    icon: Briefcase,
    title: 'Agencies and freelancers',
    text: 'Branded posts for many clients without starting from scratch.',
  },
];

export const STEPS: Item[] = [
  {
    icon: MousePointerClick,
    title: 'Pick a design',
    text: 'Browse festivals, daily wishes and business themes, or search for an occasion. Every design is made by our team and ready to use.',
  },
  {
    icon: Palette,
    title: 'Make it yours',
    text: 'Add your logo, then a banner with your business name, phone number or offer. Choose its colour, font and position; the preview shows exactly what you will get.',
  },
  {
    icon: Download,
    title: 'Download and post',
    text: 'Save a PNG image or MP4 video in the right shape for posts, stories and reels, and share it on Instagram, Facebook or WhatsApp.',
  },
];

export interface Plan {
  name: string;
  tagline: string;
  features: string[];
}

export const PLANS: Plan[] = [
  {
    name: 'Free',
    tagline: 'Try every design',
    features: [
      'Browse and personalise the whole library',
      'Downloads carry a small “Made with Stamp” badge',
      'No card needed, just an account',
    ],
  },
  {
    name: 'Pro',
    tagline: 'For regular posting',
    features: [
      'Downloads without a watermark',
      'A daily download allowance',
      'Custom editor for your own photos and videos',
    ],
  },
  {
    name: 'Premium',
    tagline: 'For busy businesses and agencies',
    features: [
      'Everything in Pro',
      'A larger daily download allowance',
      'Ideal when you post for several brands',
    ],
  },
];

export const REASONS: Item[] = [
  {
    icon: CalendarHeart,
    title: 'Ready before the festival',
    text: 'New designs arrive ahead of every festival and occasion, so you post on the day, not the day after.',
  },
  {
    icon: StampIcon,
    title: 'Your brand on every post',
    text: 'Your logo and banner sit where you put them, and Stamp remembers your settings for next time.',
  },
  {
    icon: Languages,
    title: 'Made for India',
    text: 'Banner text in Hindi, Marathi and other languages written in Devanagari renders properly, alongside English.',
  },
  {
    icon: RectangleVertical,
    title: 'The right shape everywhere',
    text: 'Square posts, vertical stories and reels, each in the size the platform expects.',
  },
  {
    icon: Eye,
    title: 'What you see is what you get',
    text: 'Your download is made at full resolution from the same layout as the preview, so nothing moves.',
  },
  {
    icon: ShieldCheck,
    title: 'Fair and flexible',
    text: `Monthly plans you can cancel any time, and a refund request window of ${REFUND.requestWindowDays} days if something goes wrong.`,
  },
];
