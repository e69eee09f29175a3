import type { SandboxRecord } from '../store/types'
import { numbered, seedImage, slugify } from './helpers'

type Entry = [title: string, definition: string, tip: string]
type Category = { title: string; entries: Entry[] }

const CATEGORIES: Category[] = [
  {
    title: 'Macronutrients',
    entries: [
      [
        'Protein',
        'Proteins are chains of amino acids that build and repair muscle, skin, enzymes and hormones. Adults need about 0.8 g per kilogram of body weight a day, older adults slightly more.',
        'Spread protein over the day: yoghurt at breakfast, legumes at lunch, fish or tofu at dinner.',
      ],
      [
        'Carbohydrates',
        'Carbohydrates are the body’s preferred fuel, found as sugars, starch and fibre. Wholegrain sources release their energy slowly.',
        'Fill a quarter of your plate with wholegrain bread, rice, pasta or potatoes.',
      ],
      [
        'Fat',
        'Dietary fat supplies essential fatty acids and carries the vitamins A, D, E and K. At 9 kcal per gram it is the most energy-dense nutrient.',
        'Prefer plant oils, nuts and fish to butter, sausage and pastries.',
      ],
      [
        'Dietary fibre',
        'Fibre is the part of plant food the small intestine cannot digest. It keeps you full, feeds gut bacteria and lowers cholesterol. The recommendation is at least 30 g a day.',
        'Add a handful of vegetables or a spoon of linseed to each meal.',
      ],
      [
        'Alcohol',
        'Alcohol provides 7 kcal per gram without any nutrients and raises blood pressure and liver fat.',
        'Plan at least two alcohol-free days a week.',
      ],
      [
        'Energy density',
        'Energy density is the number of calories per gram of food. Foods with a low energy density, such as vegetables and soups, fill the stomach with few calories.',
        'Start a meal with a salad or a clear soup.',
      ],
      [
        'Amino acids',
        'Amino acids are the building blocks of protein. Nine of them are essential and must come from food.',
        'Combining grains and legumes provides all essential amino acids.',
      ],
    ],
  },
  {
    title: 'Vitamins',
    entries: [
      [
        'Vitamin D',
        'Vitamin D is formed in the skin under sunlight and regulates calcium for strong bones. In Germany many people run low between October and March.',
        'Spend time outdoors daily; ask your doctor before taking supplements.',
      ],
      [
        'Vitamin B12',
        'Vitamin B12 is needed for blood formation and nerves and occurs almost only in animal foods.',
        'People on a vegan diet should take a B12 supplement.',
      ],
      [
        'Folate',
        'Folate supports cell division and blood formation and is especially important before and during pregnancy.',
        'Green leafy vegetables, legumes and wholegrains are good sources.',
      ],
      [
        'Vitamin C',
        'Vitamin C protects cells, supports the immune system and improves iron uptake from plant foods.',
        'Peppers, kiwi, citrus fruit and broccoli cover the daily need easily.',
      ],
      [
        'Vitamin A',
        'Vitamin A is needed for vision, skin and the immune system; the body also makes it from beta-carotene.',
        'Eat carrots or sweet potatoes with a little oil to absorb the carotene.',
      ],
      [
        'Vitamin E',
        'Vitamin E is an antioxidant that protects fats in cell membranes.',
        'Wheat germ oil, rapeseed oil and nuts are rich sources.',
      ],
      [
        'Vitamin K',
        'Vitamin K is required for blood clotting and bone metabolism.',
        'Patients on anticoagulants should keep their intake of green vegetables steady.',
      ],
      [
        'Thiamine (B1)',
        'Thiamine helps turn carbohydrates into energy and supports nerve function.',
        'Wholegrains, pork, legumes and sunflower seeds provide thiamine.',
      ],
    ],
  },
  {
    title: 'Minerals and trace elements',
    entries: [
      [
        'Iron',
        'Iron carries oxygen in the blood. Women of child-bearing age need more than men.',
        'Pair plant sources of iron with vitamin C; avoid tea and coffee with the meal.',
      ],
      [
        'Calcium',
        'Calcium builds bones and teeth and is involved in muscle contraction.',
        'Dairy products, calcium-rich mineral water and green vegetables provide calcium.',
      ],
      [
        'Magnesium',
        'Magnesium takes part in more than 300 enzyme reactions, including muscle and nerve function.',
        'Nuts, seeds, wholegrains and legumes are good sources.',
      ],
      [
        'Iodine',
        'Iodine is needed for thyroid hormones. German soils are low in iodine.',
        'Use iodised salt and eat sea fish once or twice a week.',
      ],
      [
        'Potassium',
        'Potassium balances the effect of sodium and helps lower blood pressure.',
        'Vegetables, potatoes, bananas and legumes are rich in potassium.',
      ],
      [
        'Sodium',
        'Sodium, mostly eaten as salt, regulates fluid balance. Too much raises blood pressure; aim for under 6 g of salt a day.',
        'Season with herbs and spices and check the labels of bread and cheese.',
      ],
      [
        'Zinc',
        'Zinc supports wound healing, the immune system and the sense of taste.',
        'Cheese, oat flakes, meat and pumpkin seeds contain zinc.',
      ],
      [
        'Selenium',
        'Selenium is part of enzymes that protect cells from oxidative damage.',
        'Two Brazil nuts already cover the daily requirement.',
      ],
      [
        'Fluoride',
        'Fluoride hardens tooth enamel and helps prevent caries.',
        'Fluoridated toothpaste and salt are the main sources.',
      ],
    ],
  },
  {
    title: 'Blood sugar and diabetes',
    entries: [
      [
        'Glycaemic index',
        'The glycaemic index ranks foods by how quickly they raise blood sugar compared with glucose.',
        'Combine carbohydrates with protein, fat or fibre to slow the rise.',
      ],
      [
        'HbA1c',
        'HbA1c shows the average blood sugar of the last eight to twelve weeks. For most people with type 2 diabetes the target is below 7 %.',
        'Your coach can help you track the changes between check-ups.',
      ],
      [
        'Insulin resistance',
        'With insulin resistance, cells respond less to insulin, so the pancreas must produce more. It often precedes type 2 diabetes.',
        'Regular activity and weight loss improve insulin sensitivity within weeks.',
      ],
      [
        'Hypoglycaemia',
        'Hypoglycaemia is a blood sugar level below 70 mg/dl, with sweating, trembling and confusion.',
        'People on insulin or sulfonylureas should always carry fast-acting glucose.',
      ],
      [
        'Prediabetes',
        'Prediabetes means blood sugar is above normal but below the diabetes threshold. Lifestyle change can often reverse it.',
        'Losing 5–7 % of body weight halves the risk of progressing to diabetes.',
      ],
      [
        'Glycaemic load',
        'The glycaemic load combines the glycaemic index with the amount of carbohydrate in a portion.',
        'Watermelon has a high index but a low load per portion.',
      ],
      [
        'Fasting blood glucose',
        'Fasting blood glucose is measured after at least eight hours without food; 100–125 mg/dl indicates prediabetes.',
        'Measure at the same time each morning to compare values.',
      ],
      [
        'Carbohydrate counting',
        'Carbohydrate counting estimates the carbohydrates of a meal to match insulin doses.',
        'Use the portion list to learn typical amounts.',
      ],
      [
        'Diabetes education programme',
        'Structured education programmes (DMP) teach self-management and are covered by statutory health insurance.',
        'Ask your GP about the next course near you.',
      ],
      [
        'Sugar substitutes',
        'Sweeteners provide sweetness with little or no energy; sugar alcohols may cause bloating.',
        'Gradually reducing sweetness resets your taste within weeks.',
      ],
    ],
  },
  {
    title: 'Heart and circulation',
    entries: [
      [
        'Blood pressure',
        'Blood pressure is the force of blood against artery walls, written as systolic over diastolic. Values from 140/90 mmHg count as high.',
        'Measure at rest, seated, at the same time of day.',
      ],
      [
        'LDL cholesterol',
        'LDL transports cholesterol to the tissues; high levels promote deposits in the arteries.',
        'Fibre from oats and legumes and less saturated fat lower LDL.',
      ],
      [
        'HDL cholesterol',
        'HDL carries cholesterol back to the liver and is considered protective.',
        'Regular endurance exercise raises HDL.',
      ],
      [
        'Triglycerides',
        'Triglycerides are blood fats that rise with sugar, alcohol and excess energy.',
        'Cutting sweet drinks and alcohol lowers them quickly.',
      ],
      [
        'Omega-3 fatty acids',
        'Omega-3 fatty acids such as EPA and DHA reduce inflammation and triglycerides.',
        'Eat oily fish such as salmon or herring once a week, or use rapeseed and linseed oil.',
      ],
      [
        'DASH diet',
        'DASH is an eating pattern rich in vegetables, fruit, low-fat dairy and wholegrains and low in salt, proven to lower blood pressure.',
        'Try one DASH recipe each week.',
      ],
      [
        'Resting heart rate',
        'The resting heart rate is the number of beats per minute at rest; regular training lowers it.',
        'Check it in the morning before getting up.',
      ],
      [
        'Saturated fat',
        'Saturated fats are found mainly in butter, fatty meat and cheese and raise LDL cholesterol.',
        'Swap butter for rapeseed oil when cooking.',
      ],
    ],
  },
  {
    title: 'Body weight',
    entries: [
      [
        'Body mass index',
        'The BMI is weight in kilograms divided by height in metres squared. 18.5–24.9 counts as normal weight.',
        'The BMI is a rough guide; waist circumference adds important information.',
      ],
      [
        'Waist circumference',
        'Fat around the waist is linked to diabetes and heart disease. Risk rises above 80 cm for women and 94 cm for men.',
        'Measure midway between the lowest rib and the hip bone.',
      ],
      [
        'Energy balance',
        'Weight changes when the energy eaten differs from the energy used over a longer time.',
        'A daily deficit of about 500 kcal leads to roughly half a kilogram less per week.',
      ],
      [
        'Basal metabolic rate',
        'The basal metabolic rate is the energy the body uses at complete rest for vital functions.',
        'Muscle mass raises it; strength training helps keep it up while losing weight.',
      ],
      [
        'Yo-yo effect',
        'The yo-yo effect is regaining weight after strict diets, often beyond the starting weight.',
        'Slow, lasting changes work better than crash diets.',
      ],
      [
        'Set point',
        'The set point theory says the body defends a certain weight through appetite and metabolism.',
        'Patience matters: give the body time to adapt to a new weight.',
      ],
    ],
  },
  {
    title: 'Digestion and gut health',
    entries: [
      [
        'Microbiome',
        'The gut microbiome is the community of trillions of bacteria in the intestine, which digest fibre and train the immune system.',
        'Variety feeds variety: aim for 30 different plant foods a week.',
      ],
      [
        'Probiotics',
        'Probiotics are live microorganisms, for example in yoghurt, kefir and sauerkraut.',
        'Choose unpasteurised fermented foods for live cultures.',
      ],
      [
        'Prebiotics',
        'Prebiotics are fibres that feed beneficial gut bacteria, such as inulin in onions and chicory.',
        'Cooled potatoes and rice contain resistant starch, another prebiotic.',
      ],
      [
        'FODMAP',
        'FODMAPs are fermentable carbohydrates that can cause bloating in irritable bowel syndrome.',
        'A low-FODMAP diet should only be followed temporarily and with guidance.',
      ],
      [
        'Lactose intolerance',
        'With lactose intolerance the enzyme lactase is lacking, so milk sugar causes cramps and diarrhoea.',
        'Hard cheese and yoghurt are often tolerated well.',
      ],
      [
        'Coeliac disease',
        'Coeliac disease is an autoimmune reaction to gluten that damages the small intestine.',
        'Only a strictly gluten-free diet helps; a doctor must confirm the diagnosis first.',
      ],
      [
        'Constipation',
        'Constipation means fewer than three bowel movements a week or hard stools.',
        'More fibre needs more fluid: drink at least 1.5 litres a day.',
      ],
    ],
  },
  {
    title: 'Physical activity',
    entries: [
      [
        'Endurance training',
        'Endurance training such as brisk walking, cycling or swimming strengthens heart and lungs.',
        'The WHO recommends at least 150 minutes of moderate activity a week.',
      ],
      [
        'Strength training',
        'Strength training builds and keeps muscle, bone density and metabolism.',
        'Train major muscle groups twice a week.',
      ],
      [
        'NEAT',
        'NEAT (non-exercise activity thermogenesis) is the energy used by everyday movement such as walking, climbing stairs or gardening.',
        'Take the stairs and get off the bus a stop early.',
      ],
      [
        'Step count',
        'Step counters make daily movement visible. 7,000–10,000 steps are associated with lower mortality.',
        'Increase your daily average by 1,000 steps each week.',
      ],
      [
        'Stretching',
        'Stretching keeps joints mobile and can reduce tension after sitting.',
        'Stretch gently after activity, never to the point of pain.',
      ],
      [
        'Heart rate zones',
        'Heart rate zones divide training intensity by percentage of maximum heart rate.',
        'In the fat-burning zone you can still talk in full sentences.',
      ],
      [
        'Sitting time',
        'Long uninterrupted sitting raises health risks even in people who exercise.',
        'Stand up and move for a few minutes every half hour.',
      ],
      [
        'Warm-up',
        'A warm-up raises body temperature and prepares muscles and joints for load.',
        'Five to ten minutes of easy movement are enough.',
      ],
    ],
  },
  {
    title: 'Sleep and recovery',
    entries: [
      [
        'Sleep hygiene',
        'Sleep hygiene covers habits that support good sleep: regular times, a dark and cool room, no screens before bed.',
        'Keep the same wake-up time on weekends.',
      ],
      [
        'Circadian rhythm',
        'The circadian rhythm is the internal 24-hour clock that controls sleep, hormones and appetite.',
        'Morning daylight sets the clock; bright light late at night shifts it.',
      ],
      [
        'Sleep apnoea',
        'Obstructive sleep apnoea is repeated pauses in breathing during sleep, common with overweight.',
        'Loud snoring with daytime tiredness should be checked by a doctor.',
      ],
      [
        'Power nap',
        'A short nap of 10–20 minutes refreshes without causing grogginess.',
        'Nap before 3 pm so that it does not disturb night sleep.',
      ],
      [
        'Melatonin',
        'Melatonin is the hormone that signals darkness to the body and prepares it for sleep.',
        'Dim the lights an hour before going to bed.',
      ],
      [
        'Caffeine',
        'Caffeine blocks sleep pressure for up to eight hours.',
        'Have your last coffee before early afternoon.',
      ],
    ],
  },
  {
    title: 'Stress and mindfulness',
    entries: [
      [
        'Cortisol',
        'Cortisol is a stress hormone that mobilises energy; chronically high levels promote belly fat and cravings.',
        'Short breaks and exercise lower cortisol.',
      ],
      [
        'Mindful eating',
        'Mindful eating means eating slowly and attentively, noticing hunger and fullness.',
        'Put the fork down between bites and eat without a screen.',
      ],
      [
        'Emotional eating',
        'Emotional eating is eating in response to feelings rather than hunger.',
        'Before a snack, ask yourself: am I hungry or am I bored, tired or upset?',
      ],
      [
        'Progressive muscle relaxation',
        'Progressive muscle relaxation alternately tenses and relaxes muscle groups to reduce tension.',
        'Practise for 15 minutes daily for two weeks to feel the effect.',
      ],
      [
        'Breathing exercises',
        'Slow breathing with a long exhalation activates the parasympathetic nervous system.',
        'Try breathing in for four counts and out for six, for three minutes.',
      ],
      [
        'Resilience',
        'Resilience is the ability to cope with setbacks and adapt.',
        'Social contacts and sleep are two of its strongest foundations.',
      ],
      [
        'Burnout',
        'Burnout is a state of exhaustion from chronic work stress.',
        'Early warning signs are persistent fatigue, cynicism and loss of performance.',
      ],
    ],
  },
  {
    title: 'Food labelling',
    entries: [
      [
        'Nutri-Score',
        'The Nutri-Score rates a food’s nutritional quality from A (dark green) to E (red) within its category.',
        'Compare products of the same kind, for example two breakfast cereals.',
      ],
      [
        'Ingredient list',
        'Ingredients are listed by weight, the largest share first.',
        'If sugar appears among the first three, the product is sugar-rich.',
      ],
      [
        'Best-before date',
        'The best-before date guarantees quality, not safety; many foods are fine well after it.',
        'Look, smell and taste before throwing food away.',
      ],
      [
        'Use-by date',
        'The use-by date applies to perishable foods such as minced meat and must not be exceeded.',
        'Keep these foods cold and eat them in time.',
      ],
      [
        'Allergen labelling',
        'The 14 main allergens must be highlighted in the ingredient list, also on loose goods.',
        'Ask at the counter for the allergen information.',
      ],
      [
        'Hidden sugar',
        'Sugar hides under many names: glucose syrup, dextrose, maltodextrin, fruit juice concentrate.',
        'Check the carbohydrates “of which sugars” line on the nutrition table.',
      ],
    ],
  },
  {
    title: 'Hydration',
    entries: [
      [
        'Water requirement',
        'Adults need about 1.5 litres of fluid a day from drinks, more in heat and during sport.',
        'Keep a filled bottle in sight at your desk.',
      ],
      [
        'Dehydration',
        'Dehydration causes headaches, tiredness and poor concentration even when mild.',
        'Light-coloured urine is a good sign of sufficient fluid.',
      ],
      [
        'Sugary drinks',
        'Soft drinks and juices add many calories without making you full.',
        'Dilute juice with sparkling water at a ratio of one to three.',
      ],
      [
        'Herbal tea',
        'Unsweetened herbal and fruit teas count fully towards the daily fluid intake.',
        'Brew a large pot in the morning and drink it through the day.',
      ],
      [
        'Electrolytes',
        'Electrolytes such as sodium and potassium are lost with sweat during long exertion.',
        'After long sport, a pinch of salt in water or a bowl of soup helps.',
      ],
    ],
  },
]

export const LEXICON_CATEGORY_COUNT = CATEGORIES.length

function entryHtml([title, definition, tip]: Entry): string {
  return `<h1>${title}</h1><p>${definition}</p><p><strong>Tip:</strong> <em>${tip}</em></p>`
}

export function seedLexicon(): { categories: SandboxRecord[]; entries: SandboxRecord[] } {
  const categories = numbered(
    CATEGORIES.map((c, i) => ({
      title: c.title,
      image: seedImage(`lexicon-category-${slugify(c.title)}`),
      sortOrder: (i + 1) * 10,
      ...(i === 0 ? { Undeletable: true } : {}),
    })),
  )
  const entries = numbered(
    CATEGORIES.flatMap((c, ci) =>
      c.entries.map((entry, ei) => ({
        categoryId: ci + 1,
        title: entry[0],
        text: entryHtml(entry),
        image: ei % 3 === 0 ? seedImage(`lexicon-${slugify(entry[0])}`) : null,
        ...(ci === 0 && ei === 0 ? { Undeletable: true } : {}),
      })),
    ),
  )
  return { categories, entries }
}
