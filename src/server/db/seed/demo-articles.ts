/** The shop's blog articles, written for Desi Grocer's shoppers in Dallas–Fort Worth. Bodies are Markdown. */
export interface ArticleSpec {
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  author: string;
  daysAgo: number;
  body: string;
}

export const DEMO_ARTICLES: ArticleSpec[] = [
  {
    slug: 'how-to-store-indian-spices',
    title: 'How to Store Indian Spices So They Stay Fragrant',
    summary:
      'Whole or ground, tins or jars, pantry or freezer: how long spices really last and how to keep their aroma.',
    tags: ['storage', 'spices'],
    author: 'Meena Iyer',
    daysAgo: 45,
    body: `Spices do not spoil the way milk does; they fade. A jar of turmeric from three years ago is safe, but it will colour your dal without giving it much flavour. Here is how we keep ours at their best.

## Buy whole when you can

Whole spices keep their oils locked inside. **Cumin, coriander seeds, cloves, cardamom and black pepper** stay fragrant for one to two years when whole, and only three to six months once ground. Toast and grind small batches as you need them: a cheap coffee grinder kept only for spices does the job.

## Keep out light, heat and air

- Store spices in airtight steel tins or dark glass jars, away from the stove. The cupboard right above the burners is the worst place in the kitchen.
- A masala dabba is for the spices you use every day. Refill it weekly from the big packs rather than keeping everything in it.
- Always use a dry spoon. A wet spoon brings moisture in, and clumping is the first step to mould.

## The freezer is your friend

Big packs of garam masala, kasuri methi or curry leaves can go in the freezer in a zip bag with the air pressed out. Take out a month's worth at a time. Let a frozen jar come to room temperature before you open it so no water condenses inside.

## The sniff test

Rub a pinch between your fingers. If you smell almost nothing, the spice has given what it had. Use it up generously in a slow-cooked dish, and put it on your next [shopping list](/products/category/spices-masalas).`,
  },
  {
    slug: 'diwali-shopping-list',
    title: 'A Diwali Shopping List for Dallas Kitchens',
    summary:
      'Sweets, savouries, pooja essentials and the staples that run out first: plan your Diwali shop a week ahead.',
    tags: ['festivals', 'diwali', 'shopping'],
    author: 'Rohan Mehta',
    daysAgo: 38,
    body: `Every year the same things run out in the last three days before Diwali: besan, ghee, khoa and diyas. Here is the list we give our own families, in the order we shop it.

## One week ahead: the pantry

- **Besan** for ladoos and pakoras, and **maida** if you make shakarpara or mathri.
- **Ghee**: plan on about 2 lb for a family making two kinds of sweets.
- **Sugar, jaggery and cardamom**, plus almonds, cashews and raisins for garnishing.
- **Oil** for frying chakli, chivda and namak pare.

## Three days ahead: fresh and chilled

- **Khoa (mawa)** and **paneer** for barfi and rasmalai. Both freeze well if you buy them early.
- **Fresh flowers and mango leaves** for the toran, and marigolds for rangoli.
- Vegetables for the Diwali dinner: we like a festive aloo, a paneer dish and puris.

## For the pooja

Diyas and cotton wicks, camphor, agarbatti, kumkum and haldi, a new broom for Dhanteras, and a small silver or steel coin if that is your family's custom.

## If you would rather not fry

Our mithai counter carries kaju katli, soan papdi, motichoor ladoo and milk cake from the makers you grew up with. For office and temple gifting of 50 boxes or more, ask us about [bulk orders](/bulk-orders) and we will deliver them packed.

Order before 2 PM and we deliver the same day, so a forgotten packet of cardamom is never a crisis.`,
  },
  {
    slug: 'which-rice-for-which-dish',
    title: 'Basmati, Sona Masoori, Ponni: Which Rice for Which Dish',
    summary:
      'A short guide to the rice aisle: long-grain basmati for biryani, Sona Masoori for every day, and the rices of idli, pongal and payasam.',
    tags: ['guides', 'rice'],
    author: 'Meena Iyer',
    daysAgo: 31,
    body: `Walk down our rice aisle and you will find more than a dozen kinds. They are not interchangeable: each cooks differently and each has its dishes.

## Basmati

Long, slender grains that double in length and stay separate. **Aged basmati** (a year or more) is less sticky and more fragrant, which is why it costs more. Use it for biryani, pulao, jeera rice and anything with a rich curry. Rinse it until the water runs clear and soak it for 20–30 minutes before cooking.

## Sona Masoori

The everyday rice of Andhra Pradesh and Karnataka: light, medium-grain and quick to cook. It is what most South Indian families eat with sambar, rasam and curd rice. It needs no soaking and cooks in about 15 minutes.

## Ponni and boiled rices

Ponni is Tamil Nadu's favourite. Its parboiled form, **Ponni boiled rice**, holds its shape and suits meals eaten with kuzhambu. Kerala's **Matta rice** is red, robust and slow to cook: soak it and give it 40 minutes.

## Rices with one job

- **Idli rice** is a short, parboiled rice ground with urad dal for idli and dosa batter. Regular rice makes flat idlis.
- **Gobindobhog** and **Jeerakasala** are small, fragrant grains for Bengali payesh and Malabar biryani.
- **Thick poha** is rice flattened for breakfast; see our [kanda poha recipe](/recipes/kanda-poha).

## How much to buy

A family of four eating rice once a day gets through a 20 lb bag in about five weeks. Store it in an airtight bin with a couple of dried red chilies or bay leaves, which keep weevils away.`,
  },
  {
    slug: 'keeping-fresh-herbs-fresh',
    title: 'Keeping Curry Leaves, Cilantro and Methi Fresh for Two Weeks',
    summary:
      'Simple ways to store the fresh herbs of Indian cooking so that a bunch bought on Saturday still tastes good next Friday.',
    tags: ['storage', 'fresh produce'],
    author: 'Anjali Reddy',
    daysAgo: 24,
    body: `Fresh herbs are the quickest thing in a fridge to go from bright to sad. With a few minutes of work when you unpack your order, they last far longer.

## Cilantro (dhania)

Trim the stems, stand the bunch in a glass with an inch of water like flowers, and cover the leaves loosely with a plastic bag. Change the water every two days. Kept this way in the fridge, cilantro stays fresh for ten days to two weeks.

## Curry leaves

Strip the leaves from the stems, pat them completely dry, and store them in an airtight box lined with a paper towel. They keep for two weeks in the fridge. For longer, freeze them flat in a zip bag: frozen curry leaves go straight into the hot oil of a tadka and crackle just as well.

## Methi (fenugreek leaves)

Methi wilts fastest. Pick the leaves off the stems the day you buy them, wrap them in a dry cloth or paper towel and refrigerate in a box. Use them within four or five days, or blanch and freeze them for methi thepla later.

## Mint

Treat mint like cilantro, in a glass of water, or chop it and freeze it in ice-cube trays with a little water, ready for chutney and biryani.

## A rule for all of them

Never wash herbs before storing. Water left on the leaves is what turns them black. Wash just before you cook.

Our fresh herbs come in twice a week and are covered by our **freshness guarantee**: if something arrives tired, tell us within 24 hours and we refund it.`,
  },
  {
    slug: 'dals-explained',
    title: 'Dals Explained: Toor, Moong, Urad, Chana and Masoor',
    summary:
      'What each dal is, how long it takes to cook, and the dishes it is made for, from everyday dal tadka to idli batter.',
    tags: ['guides', 'dal'],
    author: 'Rohan Mehta',
    daysAgo: 17,
    body: `"Dal" means both the split lentil and the dish you make from it. Here are the five you will find in almost every Indian kitchen, and what each is good for.

## Toor dal (arhar, split pigeon peas)

The everyday dal of Gujarat, Maharashtra and the South. It cooks to a creamy, mild base for [dal tadka](/recipes/dal-tadka), sambar and Gujarati dal. **Oily toor dal** is coated with castor oil to keep it longer: rinse it well in warm water.

- Pressure cooker: 4 whistles. Pot: 40 minutes.

## Moong dal (yellow, split)

The lightest and quickest dal, and the one given to children and anyone unwell. Use it for khichdi, moong dal halwa and dosa-like pesarattu. Whole green moong sprouts easily overnight.

- Pressure cooker: 2 whistles. Pot: 20 minutes.

## Urad dal (white, split)

The body of idli and dosa batter and of medu vada. Black whole urad, slow-cooked with rajma, makes dal makhani. A spoon of white urad in a tadka adds crunch.

## Chana dal (split Bengal gram)

Nutty and firm, it keeps its shape. Cook it with lauki, use it in puran poli, or fry it in a South Indian tadka. Soak it for an hour first.

## Masoor dal (red lentils)

Orange when raw, yellow when cooked, and ready in 15 minutes without soaking. It is the base of Bengali dal and many weeknight dals.

## Storing dal

Keep dals in airtight jars in a cool cupboard and use them within a year. Older dal takes much longer to soften, so if a dal refuses to cook, the packet is probably old.`,
  },
  {
    slug: 'pongal-and-sankranti',
    title: 'Pongal and Makar Sankranti: What to Cook and What to Buy',
    summary:
      'The January harvest festival, from sweet sakkarai pongal and til ladoos to the sugarcane and fresh turmeric of the pooja.',
    tags: ['festivals', 'pongal'],
    author: 'Anjali Reddy',
    daysAgo: 8,
    body: `In mid-January, as the sun moves into Capricorn, India celebrates the harvest: Pongal in Tamil Nadu, Makar Sankranti in Maharashtra, Karnataka and the North, Uttarayan in Gujarat and Lohri in Punjab the night before. The dishes change from state to state, but they share new rice, jaggery and sesame.

## For Pongal

- **Sakkarai pongal**: new raw rice and moong dal cooked soft with jaggery, ghee, cardamom, cashews and raisins.
- **Ven pongal**: the savoury version, with black pepper, cumin, ginger and curry leaves.
- Fresh **turmeric plants** and **sugarcane** for the pooja, and a new clay or steel pot for boiling the pongal until it overflows.

## For Sankranti

- **Til ladoo** and **til chikki** with white sesame and jaggery: "til gul ghya, god god bola", take sesame and jaggery and speak sweetly.
- **Khichdi** in the North, made with new rice and urad dal.
- **Undhiyu** in Gujarat, with surti papdi, purple yam and small eggplants.

## Your shopping list

Raw rice (Sona Masoori or Ponni), moong dal, jaggery (the Kolhapuri kind melts beautifully), white sesame, peanuts, ghee, cardamom, cashews, black pepper, fresh turmeric root, curry leaves and, if you can find it, a stalk of sugarcane.

We stock fresh turmeric root and sugarcane in the two weeks before the festival, while they last. Order early, and wishing you a sweet and plentiful harvest.`,
  },
];
