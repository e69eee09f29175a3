import type { SandboxRecord } from '../store/types'
import { dictionaryId, servingId } from './dictionaries'
import { numbered, paragraphs, seedImage, slugify } from './helpers'

type PortionRow = [
  name: string,
  serving: string,
  amount: number,
  unit: string,
  kcal: number,
  protein: number,
  fat: number,
  carbs: number,
]

/** Common foods with nutrients per portion (values from standard food tables, rounded). */
const PORTIONS: PortionRow[] = [
  ['Apple, raw', 'Piece', 1, 'medium (182 g)', 95, 0.5, 0.3, 25.1],
  ['Banana, raw', 'Piece', 1, 'medium (118 g)', 105, 1.3, 0.4, 27],
  ['Orange, raw', 'Piece', 1, 'medium (131 g)', 62, 1.2, 0.2, 15.4],
  ['Blueberries', 'Cup', 1, 'cup (148 g)', 84, 1.1, 0.5, 21.4],
  ['Strawberries', 'Handful', 1, 'handful (80 g)', 26, 0.5, 0.2, 6.1],
  ['Avocado', 'Piece', 0.5, 'half (100 g)', 160, 2, 14.7, 8.5],
  ['Broccoli, steamed', 'Gram', 100, 'g', 35, 2.4, 0.4, 7.2],
  ['Carrot, raw', 'Piece', 1, 'medium (61 g)', 25, 0.6, 0.1, 5.8],
  ['Cucumber', 'Slice', 10, 'slices (100 g)', 15, 0.7, 0.1, 3.6],
  ['Tomato', 'Piece', 1, 'medium (123 g)', 22, 1.1, 0.2, 4.8],
  ['Spinach, raw', 'Cup', 1, 'cup (30 g)', 7, 0.9, 0.1, 1.1],
  ['Potato, boiled', 'Gram', 150, 'g', 130, 2.9, 0.2, 30.1],
  ['Sweet potato, baked', 'Piece', 1, 'medium (114 g)', 103, 2.3, 0.2, 23.6],
  ['Brown rice, cooked', 'Cup', 1, 'cup (195 g)', 216, 5, 1.8, 44.8],
  ['Wholegrain pasta, cooked', 'Gram', 150, 'g', 186, 7.5, 0.8, 37.2],
  ['Rolled oats', 'Gram', 40, 'g', 152, 5.3, 2.8, 24],
  ['Wholegrain rye bread', 'Slice', 1, 'slice (50 g)', 108, 3.6, 0.6, 20.4],
  ['White bread roll', 'Piece', 1, 'roll (50 g)', 135, 4.3, 0.7, 27.5],
  ['Egg, boiled', 'Piece', 1, 'large (50 g)', 78, 6.3, 5.3, 0.6],
  ['Chicken breast, grilled', 'Gram', 120, 'g', 198, 37.2, 4.3, 0],
  ['Salmon fillet, baked', 'Gram', 125, 'g', 258, 27.5, 15.9, 0],
  ['Tofu, firm', 'Gram', 100, 'g', 144, 15.8, 8.7, 2.8],
  ['Red lentils, cooked', 'Cup', 1, 'cup (198 g)', 230, 17.9, 0.8, 39.9],
  ['Chickpeas, canned, drained', 'Cup', 0.5, 'half cup (82 g)', 105, 5.8, 1.9, 17.4],
  ['Natural yoghurt 1.5 %', 'Gram', 150, 'g', 69, 5.1, 2.3, 6.3],
  ['Quark, low fat', 'Gram', 125, 'g', 84, 15, 0.4, 5],
  ['Milk 1.5 %', 'Glass', 1, 'glass (200 ml)', 94, 6.8, 3, 9.6],
  ['Gouda cheese', 'Slice', 1, 'slice (30 g)', 107, 7.5, 8.3, 0],
  ['Olive oil', 'Tablespoon', 1, 'tbsp (13.5 g)', 119, 0, 13.5, 0],
  ['Butter', 'Teaspoon', 1, 'tsp (5 g)', 37, 0, 4.1, 0],
  ['Honey', 'Teaspoon', 1, 'tsp (7 g)', 21, 0, 0, 5.8],
  ['Almonds', 'Handful', 1, 'handful (28 g)', 164, 6, 14.2, 6.1],
  ['Walnuts', 'Handful', 1, 'handful (28 g)', 185, 4.3, 18.5, 3.9],
  ['Dark chocolate 70 %', 'Piece', 2, 'squares (20 g)', 120, 1.6, 8.5, 9.2],
  ['Orange juice', 'Glass', 1, 'glass (200 ml)', 90, 1.4, 0.4, 20.8],
  ['Vegetable soup', 'Bowl', 1, 'bowl (300 ml)', 120, 4.2, 3.3, 18],
]

export function seedPortions(): SandboxRecord[] {
  return numbered(
    PORTIONS.map(([name, serving, amount, unit, kcal, protein, fat, carbs], i) => ({
      name,
      servingId: servingId(serving),
      serving,
      amount,
      unit,
      kcal,
      protein,
      fat,
      carbs,
      // The basic foods the app's meal logging relies on cannot be deleted.
      ...(i < 3 ? { Undeletable: true } : {}),
    })),
  )
}

type RecipeRow = {
  title: string
  minutes: number
  servings: number
  kcal: number
  diet: string
  indication: string | null
  intro: string
  steps: string[]
  /** Title of the recipe this one is a variant of (the recipes' parentId filter). */
  variantOf?: string
}

const RECIPES: RecipeRow[] = [
  {
    title: 'Overnight oats with berries',
    minutes: 10,
    servings: 1,
    kcal: 380,
    diet: 'Vegetarian',
    indication: 'Type 2 diabetes',
    intro: 'A filling breakfast that waits for you in the fridge.',
    steps: [
      'Mix 40 g rolled oats with 150 g yoghurt and 50 ml milk.',
      'Cover and chill overnight.',
      'Top with a handful of berries and a few chopped walnuts.',
    ],
  },
  {
    title: 'Vegan overnight oats',
    minutes: 10,
    servings: 1,
    kcal: 350,
    diet: 'Vegan',
    indication: null,
    intro: 'The plant-based take on the classic.',
    steps: ['Mix oats with soy yoghurt and oat drink.', 'Chill overnight.', 'Add berries and a teaspoon of linseed.'],
    variantOf: 'Overnight oats with berries',
  },
  {
    title: 'Mediterranean lentil salad',
    minutes: 25,
    servings: 2,
    kcal: 420,
    diet: 'Mediterranean',
    indication: 'Hypercholesterolaemia',
    intro: 'Fibre-rich, colourful and ready for the lunch box.',
    steps: [
      'Cook red lentils for 10 minutes and let them cool.',
      'Dice cucumber, tomato and red onion.',
      'Dress with olive oil, lemon juice and parsley.',
    ],
  },
  {
    title: 'Baked salmon with sweet potatoes',
    minutes: 35,
    servings: 2,
    kcal: 540,
    diet: 'Pescatarian',
    indication: 'Hypertension',
    intro: 'Omega-3 fats and slow carbohydrates on one tray.',
    steps: [
      'Cut sweet potatoes into wedges and roast at 200 °C for 15 minutes.',
      'Add the salmon fillets and broccoli florets.',
      'Bake 12 more minutes and finish with lemon.',
    ],
  },
  {
    title: 'Chickpea and spinach curry',
    minutes: 30,
    servings: 4,
    kcal: 410,
    diet: 'Vegan',
    indication: 'Obesity (BMI ≥ 30)',
    intro: 'Warming, mild and ready in half an hour.',
    steps: [
      'Sweat onion, garlic and ginger with curry paste.',
      'Add chickpeas, chopped tomatoes and light coconut milk; simmer 15 minutes.',
      'Stir in spinach and serve with brown rice.',
    ],
  },
  {
    title: 'Chicken stir-fry with vegetables',
    minutes: 25,
    servings: 2,
    kcal: 460,
    diet: 'Mixed diet',
    indication: 'Overweight (BMI 25–29.9)',
    intro: 'A quick weekday dinner with plenty of vegetables.',
    steps: [
      'Slice chicken breast and stir-fry in a little oil.',
      'Add peppers, carrots and broccoli; cook 5 minutes.',
      'Season with soy sauce and sesame.',
    ],
  },
  {
    title: 'Tofu stir-fry with vegetables',
    minutes: 25,
    servings: 2,
    kcal: 420,
    diet: 'Vegan',
    indication: null,
    intro: 'The same quick dinner, with firm tofu.',
    steps: [
      'Press and cube the tofu, then brown it.',
      'Add the vegetables and stir-fry.',
      'Season with soy sauce, lime and coriander.',
    ],
    variantOf: 'Chicken stir-fry with vegetables',
  },
  {
    title: 'Greek yoghurt bowl',
    minutes: 5,
    servings: 1,
    kcal: 290,
    diet: 'Vegetarian',
    indication: 'Prediabetes',
    intro: 'Protein-rich snack or breakfast.',
    steps: ['Spoon yoghurt into a bowl.', 'Add sliced apple, cinnamon and a few almonds.'],
  },
  {
    title: 'Wholegrain pasta with tomato sauce',
    minutes: 25,
    servings: 4,
    kcal: 480,
    diet: 'Vegetarian',
    indication: null,
    intro: 'Family favourite with extra vegetables hidden in the sauce.',
    steps: [
      'Cook the pasta al dente.',
      'Simmer tomatoes with grated carrot and courgette.',
      'Serve with basil and a little parmesan.',
    ],
  },
  {
    title: 'Vegetable soup with barley',
    minutes: 45,
    servings: 4,
    kcal: 260,
    diet: 'Vegan',
    indication: 'Gout',
    intro: 'Batch-cook it and freeze portions.',
    steps: [
      'Dice root vegetables and leek.',
      'Simmer with pearl barley in stock for 35 minutes.',
      'Season with parsley and pepper.',
    ],
  },
  {
    title: 'Shakshuka',
    minutes: 25,
    servings: 2,
    kcal: 330,
    diet: 'Vegetarian',
    indication: 'Type 2 diabetes',
    intro: 'Eggs poached in a spiced pepper and tomato sauce.',
    steps: [
      'Soften onion and peppers, add cumin and paprika.',
      'Add tomatoes and simmer until thick.',
      'Make hollows, crack in the eggs and cover until set.',
    ],
  },
  {
    title: 'Quinoa salad with feta',
    minutes: 20,
    servings: 2,
    kcal: 440,
    diet: 'Vegetarian',
    indication: null,
    intro: 'Keeps well for two days.',
    steps: [
      'Cook quinoa and let it cool.',
      'Mix with cucumber, tomato, olives and feta.',
      'Dress with olive oil and lemon.',
    ],
  },
  {
    title: 'Oven-roasted vegetables with quark dip',
    minutes: 40,
    servings: 2,
    kcal: 350,
    diet: 'Vegetarian',
    indication: 'Non-alcoholic fatty liver',
    intro: 'Colourful tray bake with a fresh herb dip.',
    steps: [
      'Roast peppers, courgette, onion and potatoes at 200 °C.',
      'Stir herbs and lemon into low-fat quark.',
      'Serve together.',
    ],
  },
  {
    title: 'Low-carb cauliflower rice bowl',
    minutes: 20,
    servings: 2,
    kcal: 360,
    diet: 'Low carb',
    indication: 'Prediabetes',
    intro: 'All the bowl, a fraction of the carbohydrates.',
    steps: ['Grate cauliflower and fry briefly.', 'Top with grilled chicken, avocado and salsa.'],
  },
  {
    title: 'Rye bread with avocado and egg',
    minutes: 10,
    servings: 1,
    kcal: 390,
    diet: 'Vegetarian',
    indication: null,
    intro: 'A savoury breakfast that keeps you full.',
    steps: ['Toast the rye bread.', 'Mash avocado with lemon and salt.', 'Top with a sliced boiled egg.'],
  },
  {
    title: 'Gluten-free buckwheat pancakes',
    minutes: 25,
    servings: 2,
    kcal: 410,
    diet: 'Gluten-free',
    indication: 'Irritable bowel syndrome',
    intro: 'Nutty pancakes without wheat.',
    steps: ['Whisk buckwheat flour, egg and milk.', 'Rest 10 minutes, then fry small pancakes.', 'Serve with berries.'],
  },
  {
    title: 'Lactose-free banana smoothie',
    minutes: 5,
    servings: 1,
    kcal: 240,
    diet: 'Lactose-free',
    indication: null,
    intro: 'A quick drink after exercise.',
    steps: ['Blend banana, lactose-free yoghurt, oats and a little cinnamon.'],
  },
  {
    title: 'Lentil bolognese',
    minutes: 40,
    servings: 4,
    kcal: 450,
    diet: 'Vegan',
    indication: 'Hypercholesterolaemia',
    intro: 'The classic sauce with red lentils instead of mince.',
    steps: [
      'Soften onion, carrot and celery.',
      'Add lentils, tomatoes and herbs; simmer 25 minutes.',
      'Serve with wholegrain spaghetti.',
    ],
    variantOf: 'Wholegrain pasta with tomato sauce',
  },
  {
    title: 'DASH salad with walnuts',
    minutes: 15,
    servings: 2,
    kcal: 310,
    diet: 'DASH (blood pressure)',
    indication: 'Hypertension',
    intro: 'Potassium-rich greens, low in salt.',
    steps: [
      'Toss spinach, orange segments and sliced beetroot.',
      'Add walnuts and a yoghurt dressing without added salt.',
    ],
  },
  {
    title: 'Fish tray bake with vegetables',
    minutes: 35,
    servings: 2,
    kcal: 420,
    diet: 'Pescatarian',
    indication: null,
    intro: 'A lighter tray bake with white fish.',
    steps: ['Roast the vegetables first.', 'Add the fish for the last 12 minutes.'],
    variantOf: 'Baked salmon with sweet potatoes',
  },
  {
    title: 'Porridge with apple and cinnamon',
    minutes: 10,
    servings: 1,
    kcal: 320,
    diet: 'Vegetarian',
    indication: 'Type 2 diabetes',
    intro: 'Warm oats for cold mornings.',
    steps: ['Simmer oats in milk for 5 minutes.', 'Stir in grated apple and cinnamon.'],
  },
]

export function seedRecipes(): SandboxRecord[] {
  const rows = numbered(
    RECIPES.map((r) => ({
      title: r.title,
      image: seedImage(`recipe-${slugify(r.title)}`),
      description: `${paragraphs(r.intro)}<ol>${r.steps.map((s) => `<li><p>${s}</p></li>`).join('')}</ol>`,
      preparationMinutes: r.minutes,
      servings: r.servings,
      kcal: r.kcal,
      dietId: dictionaryId('diet', r.diet),
      indicationId: r.indication ? dictionaryId('indication', r.indication) : null,
      parentId: null as number | null,
    })),
  )
  RECIPES.forEach((r, i) => {
    const row = rows[i]
    if (!row || !r.variantOf) return
    row.parentId = rows.find((p) => p.title === r.variantOf)?.id ?? null
  })
  return rows
}
