/** The home page's texts (docs/product/storefront.md), verbatim; part of STOREFRONT_TEXTS. */
export const HOME_TEXTS = {
  featuredCollections: 'Featured collections',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  showSlide: (slide: number) => `Show slide ${slide}`,
  slideOf: (slide: number, slides: number, title: string) => `${slide} of ${slides}: ${title}`,
  /** The banner's link to the catalogue (a verb, unlike the shop's name). */
  shopLink: 'Shop',
  shopSlide: (title: string) => `Shop ${title}`,
  slides: {
    kids: { title: "Kids' Clothing", text: 'Bright, comfy outfits for every adventure.' },
    tv: { title: 'Smart TV', text: 'Cinema-sharp pictures and all your apps in one place.' },
    livingRoom: {
      title: 'Living Room',
      text: 'Sofas, lamps and tables to make home feel like home.',
    },
  },

  aboutHeading: 'About Us',
  aboutIntro:
    'We are a small online shop that believes buying things should be simple: clear prices, honest stock levels and a cart that remembers what you picked.',
  aboutMore:
    "From kids' clothing to smart TVs and furniture for the living room, every product is chosen by our team. Here are a few of the phones our customers love.",
  samplePhones: {
    auroraX1: 'A 6.1-inch OLED display, all-day battery and a camera that loves low light.',
    nimbusLite: 'Light, fast and affordable, with a headphone jack and two days of battery.',
    titanProMax: 'A 6.7-inch screen, 1 TB of storage and a triple camera for the demanding.',
  },

  contactHeading: 'Contact Us',
  contactIntro: 'Questions about an order or a product? We are happy to help.',
  contactInfo: 'Contact Info',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',

  // The contact form, which sends nothing and says so.
  contactForm: {
    label: 'Contact form',
    notSendingTitle: 'This form does not send messages yet',
    notSending: (email: string, phone: string) =>
      `Nothing you write here leaves your browser. To reach us, email ${email} or call ${phone}.`,
    name: 'Name',
    email: 'Email',
    message: 'Message',
    send: 'Send Message',
    notSentTitle: 'Your message was not sent',
    notSent: (email: string) =>
      `This form is not connected to our inbox, so nothing was sent. Your text is still here: copy it into an email to ${email}.`,
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    invalidEmail: 'Invalid email',
    messageRequired: 'Message is required',
  },
};
