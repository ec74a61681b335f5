import { SearchBox } from '../../../components/layout/search-box';
import { ShopperRails } from '../../../components/shop/shopper-rails';
import { lazyHydrated } from '../../../lib/lazy-component';
import { usePageMeta } from '../../../lib/page-meta';
import { BannerCarousel } from '../components/banner-carousel';
import { CategoryGrid } from '../components/category-grid';
import { FeaturedProducts } from '../components/featured-products';
import { HeroGreeting } from '../components/hero-greeting';
import { TopDeals } from '../components/top-deals';
import { WelcomeBack } from '../components/welcome-back';
import { ZipCheck } from '../components/zip-check';

// Below the fold: their own chunks, hydrated on arrival. Never a field a shopper may type into before its
// chunk is in (what they typed would not reach its state).
// Not the product rails: hydrated apart, their cards cost a phone more blocking time (bench/README "Storefront").
const WhyChooseUs = lazyHydrated(() => import('../components/why-choose-us').then((module) => module.WhyChooseUs));
const StatsBanner = lazyHydrated(() => import('../components/stats-banner').then((module) => module.StatsBanner));
const Testimonials = lazyHydrated(() => import('../components/testimonials').then((module) => module.Testimonials));

export default function HomePage() {
  usePageMeta({
    title: 'Desi Grocer – Indian groceries delivered in Dallas–Fort Worth',
    description:
      'Shop 1000+ Indian groceries: atta, dals, rice, spices, snacks and fresh produce. Same-day delivery across Dallas–Fort Worth when you order before 2 PM.',
  });
  return (
    <>
      <WelcomeBack />
      <div className="bg-gradient-to-b from-saffron-50 to-white">
        <div className="mx-auto grid max-w-7xl gap-5 px-4 py-6 sm:px-6 lg:grid-cols-3 lg:py-8">
          <div className="lg:col-span-2">
            <BannerCarousel />
          </div>
          <div className="flex flex-col gap-5 rounded-2xl border border-saffron-100 bg-white p-5 shadow-sm">
            <div>
              <h1 className="text-2xl font-extrabold leading-tight tracking-tight text-brand-900">
                Fresh Indian groceries, delivered today
              </h1>
              <HeroGreeting />
            </div>
            {/* On phones the header's search box is right above; no need for a second one. */}
            <SearchBox size="lg" className="hidden md:block" />
            <ZipCheck />
          </div>
        </div>
      </div>
      <ShopperRails rails={['buy-again', 'recently-viewed']} />
      <CategoryGrid />
      <FeaturedProducts />
      <TopDeals />
      <WhyChooseUs />
      <StatsBanner />
      <Testimonials />
    </>
  );
}
