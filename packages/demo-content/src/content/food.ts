import { type CategorySpec, style } from './spec';

export const RESTAURANTS: CategorySpec = {
  key: 'restaurants-food',
  name: 'Restaurants & Food',
  subCategories: [
    {
      key: 'menu-specials',
      name: 'Menu Specials',
      images: 9,
      videos: 1,
      titles: [
        'Today’s Special Thali',
        'Chef’s Special Menu',
        'आज का स्पेशल',
        'Weekend Feast',
        'Hot Biryani Special',
      ],
      headlines: ['Today’s Special', 'Unlimited Thali', 'Biryani Festival', 'Weekend Feast'],
      hindi: ['आज का स्पेशल', 'गरमा गरम खाना', 'स्वाद का जादू'],
      hindiFirst: 0.25,
      kickers: ['Freshly cooked', 'Chef’s recommendation', 'Lunch & dinner'],
      bodies: [
        'Authentic home-style taste, cooked fresh every day with our own masalas.',
        'Chef’s specials served hot for lunch and dinner. Family portions available.',
        'Unlimited refills and a sweet on the house. Dine in or take away.',
      ],
      ctas: ['Order Now', 'Reserve a Table', 'Call to Order'],
      badges: [
        { top: 'Only', big: '₹199', bottom: 'Per plate' },
        { top: 'Flat', big: '20%', bottom: 'Off' },
      ],
      styles: [
        style('Royal Thali', 'thali', ['spiceRed', 'turmeric', 'cafeBrown'], {
          layouts: ['heroBottom', 'side', 'offer'],
          backgrounds: ['radialGlow', 'diagonal'],
          particles: ['none'],
          type: ['display', 'script'],
        }),
        style('Steaming Biryani', 'bowlSteam', ['spiceRed', 'cafeBrown', 'turmeric'], {
          layouts: ['heroBottom', 'side'],
          backgrounds: ['radialGlow'],
          type: ['display', 'serif'],
        }),
      ],
    },
    {
      key: 'food-delivery',
      name: 'Food Delivery',
      images: 8,
      videos: 0,
      titles: ['Free Home Delivery', 'Order Online Now', 'घर बैठे ऑर्डर करें', 'Fast Food Delivery'],
      headlines: ['Free Home Delivery', 'Hungry? We Deliver', 'Order Online'],
      hindi: ['घर बैठे ऑर्डर करें', 'फ्री होम डिलीवरी'],
      hindiFirst: 0.25,
      kickers: ['Hot and fresh in 30 minutes', 'Within 5 km', 'Open till midnight'],
      bodies: [
        'Free delivery on orders above ₹299. Pay by UPI or cash on delivery.',
        'Your favourite meals, packed hygienically and delivered hot.',
      ],
      ctas: ['Order on WhatsApp', 'Call Now', 'Order Online'],
      badges: [{ top: 'Free', big: '₹0', bottom: 'Delivery' }],
      styles: [
        style('Doorstep Delivery', 'deliveryBag', ['turmeric', 'saleRed', 'freshGreen'], {
          layouts: ['heroBottom', 'side'],
          backgrounds: ['diagonal', 'linear'],
          frames: ['dots', 'none'],
          type: ['display'],
        }),
        style('Fresh Thali', 'thali', ['freshGreen', 'turmeric'], {
          layouts: ['heroBottom'],
          backgrounds: ['radialGlow'],
          type: ['display', 'bold'],
        }),
      ],
    },
    {
      key: 'cafe-beverages',
      name: 'Cafe & Beverages',
      images: 8,
      videos: 0,
      titles: ['Chai Time', 'Coffee Lovers Special', 'Cafe Happy Hours', 'चाय की चुस्की'],
      headlines: ['Chai Time', 'But First, Coffee', 'Happy Hours', 'Fresh Brews Daily'],
      hindi: ['चाय की चुस्की', 'एक कप चाय हो जाए'],
      hindiFirst: 0.3,
      kickers: ['Freshly brewed', '4 PM to 7 PM', 'Your daily dose'],
      bodies: [
        'Masala chai, filter coffee and cold brews with fresh snacks.',
        'Buy one, get one on all cold coffees during happy hours.',
      ],
      ctas: ['Visit Our Cafe', 'Order Now', 'Grab a Cup'],
      styles: [
        style('Cup of Warmth', 'coffee', ['cafeBrown', 'sandstone', 'creamInk'], {
          layouts: ['heroBottom', 'side'],
          backgrounds: ['radialGlow', 'paper'],
          particles: ['none', 'bokeh'],
          type: ['script', 'serif'],
        }),
      ],
    },
  ],
};
