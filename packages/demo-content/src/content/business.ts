import { type CategorySpec, style } from './spec';

const SALE_BADGES = [
  { top: 'Flat', big: '50%', bottom: 'Off' },
  { top: 'Up to', big: '70%', bottom: 'Off' },
  { top: 'Save', big: '30%', bottom: 'Today' },
  { top: 'Buy 1', big: '1+1', bottom: 'Free' },
  { top: 'Flat', big: '₹500', bottom: 'Off' },
] as const;

export const BUSINESS_OFFERS: CategorySpec = {
  key: 'business-offers',
  name: 'Business Offers',
  subCategories: [
    {
      key: 'sale-discount',
      name: 'Sale & Discount',
      images: 10,
      videos: 1,
      titles: [
        'Mega Sale Offer',
        'Flat 50% Off Sale',
        'Weekend Discount',
        'महा सेल',
        'Clearance Sale',
      ],
      headlines: ['Mega Sale', 'Big Discount Days', 'Weekend Sale', 'Clearance Sale'],
      hindi: ['महा सेल', 'भारी छूट', 'धमाकेदार ऑफ़र'],
      hindiFirst: 0.2,
      kickers: ['Limited time only', 'Hurry, stock is limited', 'This weekend only'],
      bodies: [
        'On all clothing, footwear and accessories. While stocks last.',
        'Grab the best deals of the season on your favourite brands.',
        'Extra 10% off on UPI payments. T&C apply.',
      ],
      ctas: ['Shop Now', 'Visit Store Today', 'Order on WhatsApp'],
      badges: SALE_BADGES,
      styles: [
        style('Red Hot Deal', 'shoppingBags', ['saleRed', 'blackGold', 'electricYellow'], {
          layouts: ['offer'],
          backgrounds: ['sunburst', 'diagonal'],
          particles: ['confetti', 'none'],
          type: ['display'],
        }),
        style('Price Drop', 'priceTag', ['electricYellow', 'royalPurple', 'saleRed'], {
          layouts: ['offer'],
          backgrounds: ['diagonal', 'linear'],
          frames: ['dots', 'none'],
          particles: ['none', 'sparkles'],
          type: ['display', 'modern'],
        }),
      ],
    },
    {
      key: 'grand-opening',
      name: 'Grand Opening',
      images: 9,
      videos: 1,
      titles: [
        'Grand Opening Announcement',
        'शुभारंभ',
        'New Store Launch',
        'Now Open',
        'Inauguration Invite',
      ],
      headlines: ['Grand Opening', 'Now Open', 'We Are Open!', 'Grand Launch'],
      hindi: ['शुभारंभ', 'भव्य उद्घाटन', 'आप सादर आमंत्रित हैं'],
      hindiFirst: 0.3,
      kickers: ['You are invited', 'Join us for the', 'Something new is here'],
      bodies: [
        'Join us this Sunday at 11 AM. Special opening offers for the first 100 customers!',
        'Celebrate with us: free gifts, sweets and exclusive launch prices.',
        'हमारे नए शोरूम के उद्घाटन में आप सादर आमंत्रित हैं।',
      ],
      ctas: ['See you there', 'Get directions', 'Call to know more'],
      styles: [
        style('Ribbon Cutting', 'ribbonCut', ['royalMaroon', 'blackGold', 'royalPurple'], {
          layouts: ['heroBottom', 'heroTop'],
          backgrounds: ['radialGlow', 'sunburst'],
          frames: ['goldBorder', 'none'],
          particles: ['confetti', 'sparkles'],
          type: ['display', 'serif'],
        }),
        style('Big Announcement', 'megaphone', ['electricYellow', 'saleRed', 'mintFresh'], {
          layouts: ['side', 'heroBottom'],
          backgrounds: ['diagonal', 'sunburst'],
          frames: ['dots'],
          particles: ['confetti'],
          type: ['display'],
        }),
      ],
    },
    {
      key: 'new-arrivals',
      name: 'New Arrivals',
      images: 8,
      videos: 0,
      titles: ['New Arrivals Collection', 'Fresh Stock Alert', 'नया स्टॉक', 'Just Launched'],
      headlines: ['New Arrivals', 'Just Dropped', 'Fresh Collection', 'Latest Trends'],
      hindi: ['नया स्टॉक आ गया है', 'नई कलेक्शन'],
      hindiFirst: 0.2,
      kickers: ['Season’s latest', 'Be the first to shop', 'Fresh in store'],
      bodies: [
        'Explore our latest styles in store and online. Limited pieces available.',
        'New designs, new colours, same great prices.',
      ],
      ctas: ['Shop the Collection', 'DM to order', 'Visit us today'],
      badges: [
        { top: 'Just', big: 'NEW', bottom: 'In store' },
        { top: 'Starting', big: '₹499', bottom: 'Only' },
      ],
      styles: [
        style('Fresh Bags', 'shoppingBags', ['mintFresh', 'royalPurple', 'blackGold'], {
          layouts: ['offer', 'heroBottom'],
          backgrounds: ['diagonal', 'mesh'],
          particles: ['sparkles'],
          type: ['display', 'modern'],
        }),
        style('Gift Drop', 'giftBox', ['candy', 'partyPink', 'mintFresh'], {
          layouts: ['heroBottom', 'side'],
          backgrounds: ['radialGlow'],
          particles: ['confetti', 'sparkles'],
          type: ['display'],
        }),
      ],
    },
    {
      key: 'thank-you-customers',
      name: 'Thank You Customers',
      images: 8,
      videos: 0,
      titles: ['Thank You Customers', 'धन्यवाद', 'Customer Appreciation', 'Thanks for Your Support'],
      headlines: ['Thank You', 'Thank You for Your Support', 'You Make Us Who We Are'],
      hindi: ['धन्यवाद', 'आपके साथ के लिए धन्यवाद'],
      hindiFirst: 0.3,
      kickers: ['To our wonderful customers', '1000+ happy customers', 'With gratitude'],
      bodies: [
        'Your trust keeps our small business growing. We are grateful for every order.',
        'Thank you for choosing us again and again. We promise to keep serving you better.',
      ],
      ctas: ['Leave us a review', 'Follow us for offers', 'See you again soon'],
      styles: [
        style('Grateful Hearts', 'hearts', ['candy', 'rosePink', 'tealJoy'], {
          layouts: ['card', 'centerFrame'],
          backgrounds: ['radialGlow', 'mesh'],
          particles: ['sparkles', 'none'],
          type: ['script', 'display'],
        }),
        style('Gold Trophy', 'trophy', ['blackGold', 'navyGold'], {
          layouts: ['heroBottom', 'side'],
          backgrounds: ['radialGlow'],
          frames: ['goldBorder'],
          particles: ['sparkles'],
          type: ['serif', 'display'],
        }),
      ],
    },
  ],
};

export const REAL_ESTATE: CategorySpec = {
  key: 'real-estate',
  name: 'Real Estate',
  subCategories: [
    {
      key: 'property-for-sale',
      name: 'Property for Sale',
      images: 9,
      videos: 1,
      titles: [
        'Dream Home for Sale',
        '2 & 3 BHK Flats',
        'Luxury Villa Listing',
        'आपके सपनों का घर',
        'New Project Launch',
      ],
      headlines: ['Your Dream Home Awaits', 'Luxury 3 BHK Villas', 'Own Your Home', 'New Launch'],
      hindi: ['आपके सपनों का घर', 'अपना घर, अपना सपना'],
      hindiFirst: 0.2,
      kickers: ['Now booking', 'Limited units left', 'Prime location'],
      bodies: [
        '2 & 3 BHK apartments with modular kitchen, covered parking and 24×7 security.',
        'Ready to move in. Near metro, schools and hospitals. Easy EMI options.',
        'Spacious villas with private garden and clubhouse access.',
      ],
      ctas: ['Book a Site Visit', 'Call for Best Price', 'Enquire Now'],
      styles: [
        style('Villa Dreams', 'house', ['navyGold', 'skyEstate', 'forestLuxe', 'sandstone'], {
          layouts: ['heroBottom', 'side'],
          backgrounds: ['linear', 'diagonal'],
          frames: ['none', 'goldBorder'],
          type: ['serif', 'display'],
        }),
        style('City Skyline', 'skyline', ['navyGold', 'skyEstate', 'forestLuxe'], {
          layouts: ['heroBottom'],
          backgrounds: ['linear'],
          particles: ['none', 'sparkles'],
          type: ['serif', 'modern'],
        }),
      ],
    },
    {
      key: 'home-loans',
      name: 'Home Loans',
      images: 8,
      videos: 0,
      titles: ['Home Loan Offer', 'Low EMI Home Loans', 'होम लोन', 'Quick Loan Approval'],
      headlines: ['Home Loans Made Easy', 'Low Interest Home Loans', 'Get the Keys Sooner'],
      hindi: ['होम लोन आसान किस्तों में', 'अब घर खरीदना हुआ आसान'],
      hindiFirst: 0.25,
      kickers: ['Interest from 8.4% p.a.', 'Quick approval', 'Minimal paperwork'],
      bodies: [
        'Loans up to ₹1 crore with tenure up to 30 years and doorstep service.',
        'Balance transfer with lower EMIs. Approval in 48 hours.',
      ],
      ctas: ['Check Eligibility', 'Apply Today', 'Talk to an Advisor'],
      badges: [
        { top: 'From', big: '8.4%', bottom: 'p.a.' },
        { top: 'Zero', big: '₹0', bottom: 'Processing fee' },
      ],
      styles: [
        style('Golden Key', 'keyCoin', ['navyGold', 'skyEstate', 'sandstone'], {
          layouts: ['heroBottom', 'side', 'offer'],
          backgrounds: ['linear', 'diagonal'],
          type: ['serif', 'display'],
        }),
      ],
    },
    {
      key: 'rent-lease',
      name: 'Rent & Lease',
      images: 8,
      videos: 0,
      titles: ['Flat for Rent', 'Office Space on Lease', 'किराये के लिए उपलब्ध', 'Shop for Rent'],
      headlines: ['Available for Rent', 'Office Space on Lease', 'To-Let'],
      hindi: ['किराये के लिए उपलब्ध', 'टू-लेट'],
      hindiFirst: 0.3,
      kickers: ['Fully furnished', 'Immediate possession', 'Prime commercial area'],
      bodies: [
        'Well-maintained spaces with parking, lift, power backup and 24×7 water.',
        'Prime location, fair rent and flexible lease terms. Owner direct, no brokerage.',
      ],
      ctas: ['Call Owner Now', 'Schedule a Visit', 'WhatsApp for Details'],
      styles: [
        style('Cosy Home', 'house', ['sandstone', 'skyEstate', 'mintFresh'], {
          layouts: ['heroBottom', 'side'],
          backgrounds: ['linear', 'paper'],
          type: ['display', 'bold'],
        }),
        style('Business District', 'skyline', ['skyEstate', 'navyGold'], {
          layouts: ['heroBottom'],
          backgrounds: ['linear'],
          type: ['display', 'modern'],
        }),
      ],
    },
  ],
};
