import type { SeedCourseBank } from './types';
import { GROUP, UNITS, choice, numeric, options, rubric, steps, text } from './helpers';

/** Primary 5 Science: 40 original questions written by Kyu. */
export const PRIMARY_5_SCIENCE: SeedCourseBank = {
  level: 'Primary 5',
  subject: 'Science',
  passages: {
    'bean-seedlings': {
      title: 'Mei’s Bean Seedling Investigation',
      text: [
        'Mei wanted to find out what bean seedlings need to grow healthily. She chose three seedlings that were all **5 cm** tall and planted them in identical pots filled with the same kind of soil.',
        '',
        '- **Pot A** was put on a sunny windowsill and given 20 ml of water every day.',
        '- **Pot B** was put inside a dark cupboard and given 20 ml of water every day.',
        '- **Pot C** was put on the same sunny windowsill but was given no water at all.',
        '',
        'Every morning Mei checked her seedlings. After 10 days she measured each one with a ruler and wrote down what she saw.',
        '',
        '| Pot | Height after 10 days | What Mei saw |',
        '| --- | --- | --- |',
        '| A | 14 cm | Strong stem, healthy green leaves |',
        '| B | 17 cm | Tall, thin, weak stem; small pale yellow leaves |',
        '| C | 6 cm | Drooping stem; dry, wilted leaves |',
        '',
        'Mei was surprised that the seedling in the dark cupboard was the tallest. Her teacher explained that seedlings kept in the dark often grow long and thin as they stretch to reach light, but they cannot stay healthy for long. Mei decided to move Pot B and Pot C back into good conditions so that they could recover.',
      ].join('\n'),
    },
  },
  questions: [
    // ---------- Single choice ----------
    {
      question_type_id: 1,
      topic: 'Plants',
      difficulty_level_id: 1,
      text: 'Which part of a plant takes in **water from the soil**?',
      options: options('The flower', 'The leaves', 'The roots', 'The fruit'),
      marks: 1,
      answer: choice(3),
      explanation:
        'Roots grow down into the soil and take in water and mineral salts, which then travel up the stem.',
      method_answer: steps(
        'Think about which part of the plant is in the soil.',
        'The roots are in the soil, so they take in water: **the roots**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Plants',
      difficulty_level_id: 1,
      text: 'Which gas do green plants take in from the air to make their food?',
      options: options('Oxygen', 'Carbon dioxide', 'Nitrogen', 'Hydrogen'),
      marks: 1,
      answer: choice(2),
      explanation:
        'In photosynthesis, plants use carbon dioxide and water, with energy from light, to make food. They give out oxygen.',
      method_answer: steps(
        'Recall photosynthesis: carbon dioxide + water → food (sugar) + oxygen, using light energy.',
        'The gas taken in is **carbon dioxide**; oxygen is given out.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Life cycles',
      difficulty_level_id: 1,
      text: 'Which shows the **correct order** of the stages in the life cycle of a butterfly?',
      options: options(
        'Egg → pupa → caterpillar → adult',
        'Egg → caterpillar → pupa → adult',
        'Caterpillar → egg → pupa → adult',
        'Egg → adult → caterpillar → pupa',
      ),
      marks: 1,
      answer: choice(2),
      explanation:
        'A butterfly lays an egg, a caterpillar (larva) hatches and feeds, it forms a pupa (chrysalis), and an adult butterfly comes out.',
      method_answer: steps(
        'Start with the egg laid by the adult.',
        'The egg hatches into a caterpillar (larva).',
        'The caterpillar becomes a pupa, and the adult comes out of the pupa.',
        'Order: **egg → caterpillar → pupa → adult**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Life cycles',
      difficulty_level_id: 2,
      text: 'Which animal has a life cycle with only **three stages: egg, nymph and adult**?',
      options: options('Butterfly', 'Mosquito', 'Grasshopper', 'Beetle'),
      marks: 1,
      answer: choice(3),
      explanation:
        'A young grasshopper (nymph) looks like a small adult without wings and has no pupa stage. Butterflies, mosquitoes and beetles have four stages.',
      method_answer: steps(
        'Butterflies, mosquitoes and beetles go through egg, larva, pupa and adult: 4 stages.',
        'A grasshopper hatches as a nymph that grows into an adult: 3 stages.',
        'Answer: **grasshopper**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Matter',
      difficulty_level_id: 2,
      text: 'Which statement is true for a **liquid**?',
      options: options(
        'It has a fixed shape and a fixed volume.',
        'It has a fixed volume but no fixed shape.',
        'It has no fixed volume and no fixed shape.',
        'It has a fixed shape but no fixed volume.',
      ),
      marks: 1,
      answer: choice(2),
      explanation:
        'A liquid takes the shape of its container, but the amount of space it takes up (its volume) stays the same.',
      method_answer: steps(
        'Solid: fixed shape and fixed volume.',
        'Liquid: takes the shape of the container but keeps its volume.',
        'Gas: no fixed shape and no fixed volume; it spreads to fill the container.',
        'So a liquid has **a fixed volume but no fixed shape**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Matter',
      difficulty_level_id: 1,
      text: 'On a hot day, tiny drops of water form on the **outside** of a glass of iced water. What is this process called?',
      options: options('Evaporation', 'Condensation', 'Melting', 'Freezing'),
      marks: 1,
      answer: choice(2),
      explanation:
        'Water vapour in the warm air touches the cold glass, loses heat and turns back into liquid water. Gas to liquid is condensation.',
      method_answer: steps(
        'The water drops come from water vapour in the air, not from inside the glass.',
        'The vapour loses heat on the cold glass and changes from gas to liquid.',
        'Gas → liquid is **condensation**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Light',
      difficulty_level_id: 2,
      text: 'How are we able to **see a book** in a brightly lit room?',
      options: options(
        'Light travels from our eyes to the book.',
        'Light from a light source reflects off the book into our eyes.',
        'The book gives out its own light.',
        'The book takes in all the light that reaches it.',
      ),
      marks: 1,
      answer: choice(2),
      explanation:
        'A book is not a light source. Light from a lamp or the Sun bounces (reflects) off it and enters our eyes, so we see it.',
      method_answer: steps(
        'Decide if the book is a light source: it is not.',
        'Light from a source (lamp or Sun) hits the book and reflects.',
        'The reflected light enters our eyes: **light reflects off the book into our eyes**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Electricity',
      difficulty_level_id: 1,
      text: 'Which material is a **good conductor** of electricity?',
      options: options('Plastic', 'Rubber', 'Copper', 'Wood'),
      marks: 1,
      answer: choice(3),
      explanation:
        'Copper is a metal, and metals let electricity flow through them easily. Plastic, rubber and dry wood are insulators.',
      method_answer: steps(
        'Remember: most metals are good conductors; plastic, rubber and wood are insulators.',
        'The only metal in the list is **copper**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Forces',
      difficulty_level_id: 1,
      text: 'A ball is rolled across a grass field. It slows down and stops. Which force **mainly** causes this?',
      options: options(
        'Magnetic force',
        'Friction between the ball and the grass',
        'Upthrust from the ground',
        'The pull of the Moon',
      ),
      marks: 1,
      answer: choice(2),
      explanation:
        'Friction acts between surfaces that rub against each other and works against the movement, so the ball slows down.',
      method_answer: steps(
        'The ball is rubbing against the grass as it rolls.',
        'The force between two surfaces that opposes motion is friction.',
        'Answer: **friction between the ball and the grass**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Body systems',
      difficulty_level_id: 1,
      text: 'Which organ **pumps blood** around the body?',
      options: options('The lungs', 'The heart', 'The stomach', 'The brain'),
      marks: 1,
      answer: choice(2),
      explanation:
        'The heart is a muscle that squeezes to push blood through the blood vessels to every part of the body.',
      method_answer: steps(
        'Match each organ to its job: lungs – breathing, stomach – digestion, brain – control.',
        'The organ that pumps blood is **the heart**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Body systems',
      difficulty_level_id: 2,
      text: 'In which part of the digestive system is **most digested food absorbed** into the blood?',
      options: options('Mouth', 'Gullet (oesophagus)', 'Small intestine', 'Large intestine'),
      marks: 1,
      answer: choice(3),
      explanation:
        'Digestion is completed in the small intestine, and the digested food passes through its walls into the blood. The large intestine mainly absorbs water.',
      method_answer: steps(
        'Mouth and gullet: food is chewed and swallowed, not absorbed.',
        'Small intestine: digestion is completed and digested food is absorbed into the blood.',
        'Large intestine: water is absorbed.',
        'Answer: **small intestine**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Plants',
      difficulty_level_id: 1,
      passage: 'bean-seedlings',
      text: 'Read **Mei’s Bean Seedling Investigation**. Which seedling was the **healthiest** after 10 days?',
      options: options('Seedling A', 'Seedling B', 'Seedling C', 'They were all equally healthy.'),
      marks: 1,
      answer: choice(1),
      explanation:
        'Seedling A had a strong stem and healthy green leaves because it had both light and water. Being tallest (B) is not the same as being healthiest.',
      method_answer: steps(
        'Look at the “What Mei saw” column, not only the heights.',
        'A: strong and green. B: thin, weak and pale. C: dry and wilted.',
        'The healthiest was **seedling A**.',
      ),
    },

    // ---------- Multiple choice ----------
    {
      question_type_id: 2,
      topic: 'Plants',
      difficulty_level_id: 2,
      text: 'Which of these does a green plant **need** to make its own food by photosynthesis? Choose all that apply.',
      options: options('Light', 'Water', 'Carbon dioxide', 'Oxygen', 'Soil'),
      marks: 2,
      answer: choice(1, 2, 3),
      explanation:
        'Plants use light energy to turn water and carbon dioxide into food. Oxygen is given out, and soil is not used to make food.',
      method_answer: steps(
        'Photosynthesis: carbon dioxide + water → sugar + oxygen, using light energy (taken in by chlorophyll).',
        'Needed: **light, water and carbon dioxide**.',
        'Oxygen is a product, and soil mainly holds the plant and gives water and minerals, not food.',
      ),
    },
    {
      question_type_id: 2,
      topic: 'Matter',
      difficulty_level_id: 2,
      text: 'Which of these changes can be **reversed**? Choose all that apply.',
      options: options(
        'Melting ice',
        'Burning wood',
        'Dissolving sugar in water',
        'Frying an egg',
        'Freezing water',
      ),
      marks: 2,
      answer: choice(1, 3, 5),
      explanation:
        'Melting, freezing and dissolving can be undone (sugar can be got back by evaporating the water). Burning and cooking make new materials, so they cannot be reversed.',
      method_answer: steps(
        'Ask: can we get the original material back?',
        'Melted ice can be frozen again ✔; frozen water can be melted ✔.',
        'Dissolved sugar is left behind when the water evaporates ✔.',
        'Burnt wood becomes ash and smoke ✘; a fried egg cannot become raw again ✘.',
      ),
    },
    {
      question_type_id: 2,
      topic: 'Forces',
      difficulty_level_id: 2,
      text: 'In which of these is **friction useful**? Choose all that apply.',
      options: options(
        'Bicycle tyres gripping the road',
        'The soles of shoes stopping us from slipping',
        'Brakes slowing down a bicycle',
        'A sledge sliding quickly down an icy slope',
        'The moving parts of a machine wearing out',
      ),
      marks: 2,
      answer: choice(1, 2, 3),
      explanation:
        'Grip and braking need friction. A sledge goes best with little friction, and wearing out machine parts is a problem that friction causes.',
      method_answer: steps(
        'For each, ask: do we want more friction here?',
        'Tyres, shoe soles and brakes: yes, friction helps ✔.',
        'Sledge on ice: we want less friction ✘. Machine parts wearing out: friction is a nuisance ✘.',
      ),
    },
    {
      question_type_id: 2,
      topic: 'Life cycles',
      difficulty_level_id: 2,
      text: 'Which of these animals have a life cycle with **four stages: egg, larva, pupa and adult**? Choose all that apply.',
      options: options('Butterfly', 'Mosquito', 'Beetle', 'Grasshopper', 'Cockroach'),
      marks: 2,
      answer: choice(1, 2, 3),
      explanation:
        'Butterflies, mosquitoes and beetles all have a pupa stage. Grasshoppers and cockroaches hatch as nymphs and have only three stages.',
      method_answer: steps(
        'Four-stage life cycle: egg → larva → pupa → adult.',
        'Butterfly (caterpillar, chrysalis), mosquito (wriggler, tumbler) and beetle (grub, pupa) ✔.',
        'Grasshopper and cockroach: egg → nymph → adult ✘.',
      ),
    },
    {
      question_type_id: 2,
      topic: 'Body systems',
      difficulty_level_id: 1,
      text: 'Which of these are parts of the **digestive system**? Choose all that apply.',
      options: options(
        'Mouth',
        'Stomach',
        'Gullet (oesophagus)',
        'Lungs',
        'Small intestine',
        'Heart',
      ),
      marks: 2,
      answer: choice(1, 2, 3, 5),
      explanation:
        'Food passes through the mouth, gullet, stomach and small intestine. The lungs belong to the respiratory system and the heart to the circulatory system.',
      method_answer: steps(
        'Follow the path of food: mouth → gullet → stomach → small intestine → large intestine.',
        'Digestive parts in the list: **mouth, stomach, gullet, small intestine**.',
        'Lungs (breathing) and heart (blood) are in other systems.',
      ),
    },
    {
      question_type_id: 2,
      topic: 'Plants',
      difficulty_level_id: 2,
      passage: 'bean-seedlings',
      text: 'Read **Mei’s Bean Seedling Investigation**. Which things did Mei keep **the same** for all three seedlings? Choose all that apply.',
      options: options(
        'The height of the seedlings at the start',
        'The type of soil',
        'The kind of pot',
        'The amount of light',
        'The amount of water',
      ),
      marks: 2,
      answer: choice(1, 2, 3),
      explanation:
        'Mei used seedlings of the same height, the same soil and identical pots. She changed the light (Pot B) and the water (Pot C) to see their effect.',
      method_answer: steps(
        'Reread the first paragraph: all seedlings were 5 cm tall, in identical pots with the same soil.',
        'Pot B had no light and Pot C had no water, so light and water were changed.',
        'Kept the same: **starting height, type of soil, kind of pot**.',
      ),
    },

    // ---------- Numeric ----------
    {
      question_type_id: 3,
      topic: 'Matter',
      difficulty_level_id: 1,
      text: 'At sea level, at what temperature does pure water **boil**?',
      unit: '°C',
      marks: 1,
      answer: numeric(100, 0, '°C', ['C', 'degrees', 'degrees C', 'degrees Celsius', 'deg C']),
      explanation: 'Pure water boils at 100 °C at sea level (and freezes at 0 °C).',
      method_answer: steps(
        'Recall the fixed points of water: it freezes at 0 °C and boils at 100 °C.',
        'Boiling point: **100 °C**.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Forces',
      difficulty_level_id: 2,
      text: 'Raj hangs weights on a spring and measures its length.\n\n| Weight | Length of spring |\n| --- | --- |\n| 0 N | 10 cm |\n| 1 N | 12 cm |\n| 2 N | 14 cm |\n\nIf the pattern continues, how long will the spring be with a **3 N** weight?',
      unit: 'cm',
      marks: 1,
      answer: numeric(16, 0, 'cm', UNITS.cm),
      explanation:
        'Each extra 1 N stretches the spring by another 2 cm, so 3 N gives 14 + 2 = 16 cm.',
      method_answer: steps(
        'Find the pattern: 10 → 12 → 14, so the spring gets 2 cm longer for each 1 N.',
        'For 3 N: 14 cm + 2 cm = **16 cm**.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Body systems',
      difficulty_level_id: 2,
      text: 'After skipping, Aisha counts **18 pulse beats in 15 seconds**. What is her pulse rate in **beats per minute**?',
      unit: 'beats per minute',
      marks: 1,
      answer: numeric(72, 0, 'beats per minute', ['bpm', 'beats/min', 'beats a minute', 'beats']),
      explanation:
        'There are four lots of 15 seconds in a minute, so 18 × 4 = 72 beats per minute.',
      method_answer: steps(
        '1 minute = 60 seconds = 4 × 15 seconds.',
        'Beats in 1 minute = 18 × 4 = **72**.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Electricity',
      difficulty_level_id: 2,
      text: 'A torch holds **2 cells**, each marked **1.5 V**, joined end to end (in series). What is the total voltage?',
      unit: 'V',
      marks: 1,
      answer: numeric(3, 0, 'V', ['volts', 'volt']),
      explanation: 'When cells are joined in series, their voltages add: 1.5 V + 1.5 V = 3 V.',
      method_answer: steps('Cells joined in series add their voltages.', '1.5 + 1.5 = **3 V**.'),
    },
    {
      question_type_id: 3,
      topic: 'Light',
      difficulty_level_id: 3,
      text: 'At 3 p.m., a **1 m** stick standing straight up casts a shadow **1.5 m** long. At the same time, a flagpole nearby casts a shadow **6 m** long. How tall is the flagpole?',
      unit: 'm',
      marks: 2,
      answer: numeric(4, 0, 'm', UNITS.m),
      explanation:
        'At the same time of day, every shadow is 1.5 times as long as the object. So the flagpole is 6 ÷ 1.5 = 4 m tall.',
      method_answer: steps(
        'The stick’s shadow is 1.5 times its height (1.5 m ÷ 1 m).',
        'The Sun is at the same angle, so the flagpole’s shadow is also 1.5 times its height.',
        'Height = 6 m ÷ 1.5 = **4 m**.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Matter',
      difficulty_level_id: 1,
      text: 'An empty beaker has a mass of **120 g**. When some water is poured in, the beaker and water together have a mass of **370 g**. What is the mass of the water?',
      unit: 'g',
      marks: 1,
      answer: numeric(250, 0, 'g', UNITS.g),
      explanation:
        'Water has mass. Taking away the mass of the empty beaker leaves the mass of the water: 370 − 120 = 250 g.',
      method_answer: steps(
        'Mass of water = mass of beaker with water − mass of empty beaker.',
        '370 g − 120 g = **250 g**.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Life cycles',
      difficulty_level_id: 1,
      text: 'In a warm pond, a mosquito spends **2 days** as an egg, **7 days** as a larva and **2 days** as a pupa. How many days does it take to go from egg to adult?',
      unit: 'days',
      marks: 1,
      answer: numeric(11, 0, 'days', UNITS.days),
      explanation:
        'Add the time spent in each stage before the adult comes out: 2 + 7 + 2 = 11 days.',
      method_answer: steps('Egg + larva + pupa = 2 + 7 + 2.', 'Total = **11 days**.'),
    },
    {
      question_type_id: 3,
      topic: 'Plants',
      difficulty_level_id: 1,
      passage: 'bean-seedlings',
      text: 'Read **Mei’s Bean Seedling Investigation**. By how many centimetres did **seedling A** grow during the 10 days?',
      unit: 'cm',
      marks: 1,
      answer: numeric(9, 0, 'cm', UNITS.cm),
      explanation: 'Seedling A started at 5 cm and reached 14 cm, so it grew 14 − 5 = 9 cm.',
      method_answer: steps(
        'Starting height: 5 cm (first paragraph).',
        'Height after 10 days: 14 cm (table).',
        'Growth = 14 − 5 = **9 cm**.',
      ),
    },

    // ---------- Short text ----------
    {
      question_type_id: 4,
      topic: 'Plants',
      difficulty_level_id: 1,
      text: 'What is the name of the process by which green plants **make their own food** using light?',
      marks: 1,
      answer: text(['photosynthesis'], true),
      explanation:
        '“Photo” means light and “synthesis” means making: photosynthesis is making food using light energy.',
      method_answer: steps(
        'Recall the process in leaves that uses light, water and carbon dioxide.',
        'It is called **photosynthesis**.',
      ),
    },
    {
      question_type_id: 4,
      topic: 'Matter',
      difficulty_level_id: 1,
      text: 'Wet clothes on a washing line dry because the water slowly turns into water vapour. What is this change from liquid to gas called?',
      marks: 1,
      answer: text(['evaporation', 'evaporating', 'evaporate']),
      explanation:
        'Liquid water changing into water vapour at its surface is called evaporation. It happens faster when it is warm and windy.',
      method_answer: steps(
        'The change is from liquid (water) to gas (water vapour).',
        'Liquid → gas below boiling point is **evaporation**.',
      ),
    },
    {
      question_type_id: 4,
      topic: 'Light',
      difficulty_level_id: 1,
      text: 'What word describes a material, such as wood or cardboard, that lets **no light** pass through it?',
      marks: 1,
      answer: text(['opaque']),
      explanation:
        'Opaque materials block all light. Transparent materials let most light through, and translucent ones let some through.',
      method_answer: steps(
        'Recall: transparent (all/most light through), translucent (some light), opaque (no light).',
        'No light passes through: **opaque**.',
      ),
    },
    {
      question_type_id: 4,
      topic: 'Body systems',
      difficulty_level_id: 2,
      text: 'What name is given to the blood vessels that carry blood **away from the heart**?',
      marks: 1,
      answer: text(['arteries', 'artery', 'an artery', 'the arteries']),
      explanation:
        'Arteries carry blood away from the heart; veins bring it back. A tip: **a**rteries go **a**way.',
      method_answer: steps(
        'Blood vessels: arteries, veins and capillaries.',
        'Away from the heart: **arteries**. Back to the heart: veins.',
      ),
    },
    {
      question_type_id: 4,
      topic: 'Forces',
      difficulty_level_id: 1,
      text: 'What is the name of the force that pulls objects **towards the Earth**, making a dropped apple fall?',
      marks: 1,
      answer: text(['gravity', 'gravitational force', 'gravitational pull', 'force of gravity']),
      explanation:
        'Gravity pulls everything towards the centre of the Earth. The pull of gravity on an object is its weight.',
      method_answer: steps(
        'The apple falls downwards without being pushed.',
        'The force pulling it towards the Earth is **gravity**.',
      ),
    },
    {
      question_type_id: 4,
      topic: 'Plants',
      difficulty_level_id: 1,
      passage: 'bean-seedlings',
      text: 'Read **Mei’s Bean Seedling Investigation**. Which pot shows what happens to a seedling that gets **no water**? Write the letter.',
      marks: 1,
      answer: text(['C', 'pot C', 'seedling C']),
      explanation:
        'Pot C had light but no water, and its seedling became dry and wilted, showing that plants need water.',
      method_answer: steps(
        'Find the pot that was given no water in the list: Pot C.',
        'Check the table: C was drooping and wilted. Answer: **C**.',
      ),
    },

    // ---------- Open answer ----------
    {
      question_type_id: 5,
      topic: 'Plants',
      difficulty_level_id: 3,
      passage: 'bean-seedlings',
      text: 'Read **Mei’s Bean Seedling Investigation**. Seedling B grew the **tallest**, yet its leaves were **pale yellow**. Explain why.',
      marks: 2,
      answer: rubric(
        {
          description:
            'Explains the pale leaves: without light the seedling cannot make chlorophyll (green colour) or make food by photosynthesis.',
          marks: 1,
          keywords: [
            'no light',
            'dark',
            'chlorophyll',
            'photosynthesis',
            'cannot make food',
            'no food',
          ],
        },
        {
          description:
            'Explains the height: it grew long and thin, stretching upwards to try to reach light.',
          marks: 1,
          keywords: [
            'stretch',
            'reach light',
            'reach the light',
            'find light',
            'looking for light',
            'towards light',
          ],
        },
      ),
      explanation:
        'In the dark the seedling could not make its green chlorophyll or its food, so the leaves were pale. It used its stored food to stretch upwards, looking for light.',
      method_answer: steps(
        'Note the condition: Pot B was in a dark cupboard (water, but no light).',
        'Leaves need light to make chlorophyll and food, so without light they stay **pale yellow**.',
        'The seedling grew **long and thin** as it stretched to reach light, using its stored food.',
      ),
    },
    {
      question_type_id: 5,
      topic: 'Electricity',
      difficulty_level_id: 2,
      text: 'Electrical wires are usually made of **copper** covered with **plastic**. Explain why each material is used.',
      marks: 2,
      answer: rubric(
        {
          description: 'Copper is used because it is a good conductor: it lets electricity flow.',
          marks: 1,
          keywords: ['conductor', 'conducts', 'lets electricity', 'electricity flow', 'current'],
        },
        {
          description:
            'Plastic is used because it is an insulator: it stops electricity passing to people, keeping us safe from shocks.',
          marks: 1,
          keywords: [
            'insulator',
            'insulates',
            'safe',
            'shock',
            'does not conduct',
            "doesn't conduct",
          ],
        },
      ),
      explanation:
        'Copper carries the electricity along the wire, and the plastic coating keeps it in, so we do not get an electric shock when we touch the wire.',
      method_answer: steps(
        'Copper is a metal and a good **conductor**, so electricity flows easily through it.',
        'Plastic is an **insulator**; it does not let electricity through.',
        'The plastic cover keeps us **safe from electric shocks** and stops wires touching each other.',
      ),
    },
    {
      question_type_id: 5,
      topic: 'Light',
      difficulty_level_id: 2,
      text: 'Explain how a **shadow** is formed when you stand in sunlight.',
      marks: 2,
      answer: rubric(
        {
          description: 'Light travels in straight lines.',
          marks: 1,
          keywords: ['straight line', 'straight lines', 'straight'],
        },
        {
          description:
            'The body is opaque and blocks the light, so a dark area (shadow) forms behind it where light cannot reach.',
          marks: 1,
          keywords: ['block', 'blocks', 'opaque', 'cannot pass', "can't pass", 'stops the light'],
        },
      ),
      explanation:
        'Light travels in straight lines and cannot bend round you. Your body is opaque, so it blocks the light and leaves a dark patch behind you.',
      method_answer: steps(
        'Light from the Sun travels in **straight lines**.',
        'Your body is **opaque**, so light cannot pass through it.',
        'The light is **blocked**, leaving a dark area on the ground behind you: the shadow.',
      ),
    },
    {
      question_type_id: 5,
      topic: 'Matter',
      difficulty_level_id: 3,
      text: 'Ben has a beaker containing a mixture of **sand, salt and water**. Describe how he could get back **dry salt** from the mixture.',
      marks: 3,
      answer: rubric(
        {
          description: 'Filters the mixture (e.g. through filter paper in a funnel).',
          marks: 1,
          keywords: ['filter', 'filter paper', 'filtering', 'sieve'],
        },
        {
          description:
            'Says the sand stays in the filter paper while the salty water passes through.',
          marks: 1,
          keywords: [
            'sand stays',
            'sand is left',
            'sand left',
            'salty water',
            'salt water passes',
            'sand trapped',
          ],
        },
        {
          description:
            'Heats the salty water (or leaves it somewhere warm) so the water evaporates and the salt is left behind.',
          marks: 1,
          keywords: [
            'evaporate',
            'evaporation',
            'heat',
            'boil',
            'sunny',
            'salt is left',
            'salt left',
          ],
        },
      ),
      explanation:
        'Sand does not dissolve, so a filter can trap it. Salt does dissolve, so it passes through with the water and is left behind when the water evaporates.',
      method_answer: steps(
        'Stir the mixture so all the salt dissolves.',
        '**Filter** it: pour it through filter paper in a funnel. The **sand stays** on the paper; the salty water passes through.',
        'Gently heat the salty water (or leave it in a warm, sunny place) so the **water evaporates**.',
        'Dry **salt crystals are left** behind.',
      ),
    },
    {
      question_type_id: 5,
      topic: 'Body systems',
      difficulty_level_id: 2,
      text: 'When you run a race, your **heart beats faster**. Explain why your body needs this.',
      marks: 2,
      answer: rubric(
        {
          description: 'The muscles are working harder and need more oxygen (and food/energy).',
          marks: 1,
          keywords: ['oxygen', 'energy', 'muscles need', 'working harder'],
        },
        {
          description:
            'The heart pumps blood faster to carry this oxygen to the muscles (and take away carbon dioxide).',
          marks: 1,
          keywords: ['blood', 'pump', 'carry', 'transport', 'faster'],
        },
      ),
      explanation:
        'Running muscles use up oxygen quickly to release energy. Blood carries oxygen, so the heart pumps faster to deliver more of it.',
      method_answer: steps(
        'Running makes your muscles work harder, so they need more **oxygen** to release energy.',
        'Oxygen is carried by the **blood**.',
        'The heart **pumps faster** so more blood, and so more oxygen, reaches the muscles each minute.',
      ),
    },

    // ---------- Group ----------
    {
      question_type_id: 6,
      topic: 'Electricity',
      difficulty_level_id: 2,
      text: 'Ravi builds a circuit with **a cell, two bulbs and some wires**. He leaves a **gap** between two crocodile clips so that he can test different objects in the gap.',
      marks: 4,
      answer: GROUP,
      explanation:
        'Electricity can only flow round a complete circuit. An object in the gap completes the circuit only if it is a conductor.',
      method_answer: steps(
        'Remember that a circuit must be a complete loop with no gaps.',
        'Conductors (mostly metals) close the gap; insulators leave it open.',
      ),
      sub_questions: [
        {
          question_type_id: 1,
          text: 'Ravi clips a **steel paper clip** into the gap. What happens?',
          options: options(
            'Both bulbs light up.',
            'Only one bulb lights up.',
            'Neither bulb lights up.',
            'The cell stops working.',
          ),
          marks: 1,
          answer: choice(1),
          explanation:
            'Steel is a metal, so it conducts electricity. The circuit is complete and both bulbs light.',
          method_answer: steps(
            'Steel is a metal, so it is a conductor.',
            'The gap is closed, so the circuit is complete and **both bulbs light up**.',
          ),
        },
        {
          question_type_id: 2,
          text: 'Which of these objects would make the bulbs light if placed in the gap? Choose all that apply.',
          options: options(
            'An iron key',
            'A strip of aluminium foil',
            'A rubber band',
            'A wooden ruler',
            'A copper wire',
          ),
          marks: 2,
          answer: choice(1, 2, 5),
          explanation:
            'Iron, aluminium and copper are metals and conduct electricity. Rubber and wood are insulators.',
          method_answer: steps(
            'Sort the objects: metals conduct, most non-metals do not.',
            'Metals: iron key, aluminium foil, copper wire ✔.',
            'Rubber band and wooden ruler are insulators ✘.',
          ),
        },
        {
          question_type_id: 4,
          text: 'What word describes materials, like rubber, that do **not** let electricity pass through them?',
          marks: 1,
          answer: text([
            'insulator',
            'insulators',
            'electrical insulator',
            'electrical insulators',
          ]),
          explanation:
            'Materials that do not let electricity pass are called insulators. They are used to keep us safe.',
          method_answer: steps(
            'Conductors let electricity pass; the opposite group does not.',
            'That group is called **insulators**.',
          ),
        },
      ],
    },
    {
      question_type_id: 6,
      topic: 'Life cycles',
      difficulty_level_id: 2,
      text: 'A frog lays a clump of **frogspawn** in a pond. Over a few months, the young change a great deal before they become adult frogs.',
      marks: 4,
      answer: GROUP,
      explanation:
        'A frog’s life cycle has the stages egg (frogspawn), tadpole, froglet and adult frog, and the body changes at each stage.',
      method_answer: steps(
        'Recall the frog life cycle: egg → tadpole → froglet → adult frog.',
        'Think about how the body changes: tail, legs, gills and lungs.',
      ),
      sub_questions: [
        {
          question_type_id: 4,
          text: 'What is the name of the young frog that hatches from the egg, lives in water and has a tail?',
          marks: 1,
          answer: text(['tadpole', 'tadpoles', 'a tadpole']),
          explanation:
            'A tadpole hatches from the frog’s egg. It lives in water, swims with its tail and breathes with gills.',
          method_answer: steps(
            'The stage after the egg, living in water with a tail, is the **tadpole**.',
          ),
        },
        {
          question_type_id: 1,
          text: 'Which stage comes **after** a tadpole has grown its legs?',
          options: options('Egg', 'Froglet', 'Larva', 'Pupa'),
          marks: 1,
          answer: choice(2),
          explanation:
            'After growing legs, the tadpole becomes a froglet: a tiny frog that still has a short tail.',
          method_answer: steps(
            'Egg → tadpole → tadpole with legs → **froglet** → adult frog.',
            'Larva and pupa are stages of insects such as butterflies, not frogs.',
          ),
        },
        {
          question_type_id: 5,
          text: 'Give **two** ways in which a tadpole is **different** from an adult frog.',
          marks: 2,
          answer: rubric(
            {
              description:
                'A difference in body parts: the tadpole has a tail and no legs (at first); the adult has four legs and no tail.',
              marks: 1,
              keywords: ['tail', 'legs', 'no legs'],
            },
            {
              description:
                'A difference in breathing or habitat: the tadpole breathes with gills and lives only in water; the adult breathes with lungs (and through its skin) and can live on land.',
              marks: 1,
              keywords: ['gills', 'lungs', 'land', 'only in water', 'lives in water'],
            },
          ),
          explanation:
            'Tadpoles are built for life in water (tail and gills); adult frogs have legs and lungs so they can live on land as well.',
          method_answer: steps(
            'Compare the bodies: a tadpole has a **tail** and no legs; an adult frog has **four legs** and no tail.',
            'Compare breathing and home: a tadpole uses **gills** and lives in water; an adult uses **lungs** and can live on **land**.',
          ),
        },
      ],
    },
    {
      question_type_id: 6,
      topic: 'Forces',
      difficulty_level_id: 3,
      text: 'Lin has two bar magnets and a box of objects: an **iron nail**, a **plastic spoon**, a **steel paper clip**, a **copper wire** and an **aluminium can**.',
      marks: 5,
      answer: GROUP,
      explanation:
        'Magnets attract iron and steel (and a few other metals such as nickel), but not most other metals. Like poles repel and unlike poles attract.',
      method_answer: steps(
        'Remember which materials are magnetic: iron, steel, nickel and cobalt.',
        'Remember the pole rule: like poles repel, unlike poles attract.',
      ),
      sub_questions: [
        {
          question_type_id: 2,
          text: 'Which objects will be **attracted** to a magnet? Choose all that apply.',
          options: options(
            'Iron nail',
            'Plastic spoon',
            'Steel paper clip',
            'Copper wire',
            'Aluminium can',
          ),
          marks: 2,
          answer: choice(1, 3),
          explanation:
            'Iron and steel are magnetic materials. Copper and aluminium are metals, but they are not magnetic, and plastic is not magnetic.',
          method_answer: steps(
            'Magnetic materials include iron and steel.',
            'Attracted: **iron nail and steel paper clip**.',
            'Not all metals are magnetic: copper and aluminium are not attracted.',
          ),
        },
        {
          question_type_id: 1,
          text: 'Lin pushes the **north pole** of one magnet towards the **north pole** of the other. What will she feel?',
          options: options(
            'The magnets pull together.',
            'The magnets push apart.',
            'Nothing at all.',
            'The magnets lose their magnetism.',
          ),
          marks: 1,
          answer: choice(2),
          explanation:
            'Like poles (north and north) repel each other, so Lin feels the magnets push apart.',
          method_answer: steps(
            'North and north are like poles.',
            'Like poles repel, so **the magnets push apart**.',
          ),
        },
        {
          question_type_id: 5,
          text: 'Describe a **fair test** Lin could do to find out which of her two magnets is **stronger**.',
          marks: 2,
          answer: rubric(
            {
              description:
                'A way of measuring strength, e.g. count how many paper clips each magnet can hold in a chain, or measure the distance at which each magnet first pulls a paper clip.',
              marks: 1,
              keywords: ['count', 'how many', 'paper clips', 'distance', 'measure'],
            },
            {
              description:
                'Keeps the test fair: uses the same kind of paper clips, the same end (pole) of each magnet, or repeats the test.',
              marks: 1,
              keywords: ['same', 'fair', 'repeat', 'each magnet'],
            },
          ),
          explanation:
            'A stronger magnet can hold more paper clips, or attract one from further away. Changing only the magnet keeps the test fair.',
          method_answer: steps(
            'Hang paper clips one below another from the end of the first magnet and **count how many** it holds.',
            'Repeat with the second magnet using the **same kind of paper clips** and the same pole.',
            'Repeat each test a few times; the magnet that holds **more** paper clips is stronger.',
          ),
        },
      ],
    },
  ],
};
