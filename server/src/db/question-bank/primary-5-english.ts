import type { SeedCourseBank } from './types';
import { GROUP, UNITS, choice, numeric, options, rubric, steps, text } from './helpers';

/** Primary 5 English: 40 original questions and two original passages written by Kyu. */
export const PRIMARY_5_ENGLISH: SeedCourseBank = {
  level: 'Primary 5',
  subject: 'English',
  passages: {
    'lights-out': {
      title: 'The Night the Lights Went Out',
      text: [
        'The storm had been growing all afternoon. By evening, rain was drumming on the roof of Grandpa Teo’s cottage, and the wind howled like a hungry wolf.',
        '',
        'At exactly seven o’clock, every light in the house flickered and died. The fridge stopped humming. Even the little clock on the oven went dark. Priya clutched her library book and stayed very still.',
        '',
        '“Don’t worry,” said Grandpa calmly, feeling his way to the kitchen drawer. “Storms knock out the power here about twice a year.” He struck a match and lit three fat candles, one after another.',
        '',
        'Priya had never seen the cottage by candlelight before. Shadows stretched up the walls and danced whenever someone moved. Without the television chattering in the corner, she could hear the sea crashing on the rocks below the garden.',
        '',
        'Grandpa took out an old pack of cards. He taught her a game that his own grandmother had taught him sixty years earlier, and Priya won three rounds in a row.',
        '',
        'At ten o’clock the lights blinked back on. The fridge hummed, the oven clock flashed 00:00 and the television burst noisily into life.',
        '',
        'Priya looked at the candles, then at Grandpa. “Can we switch it off again?” she asked with a grin.',
      ].join('\n'),
    },
    'tiny-workers': {
      title: 'Tiny Workers: Why Bees Matter',
      text: [
        'Bees are small, but they do a very big job. As a bee moves from flower to flower collecting sweet nectar, a yellow dust called pollen sticks to the tiny hairs on its body. Some of this pollen rubs off onto the next flower it visits. This is called pollination, and it helps plants to make seeds and fruit.',
        '',
        'Many of the foods we eat depend on pollinators such as bees. Apples, strawberries, pumpkins and almonds all need visiting insects to grow well. Without bees, farmers would harvest far less fruit, and some foods would become rare and expensive.',
        '',
        'Sadly, bees face several dangers. Some chemicals that are sprayed on crops to kill pests can harm bees too. When wild meadows are replaced by roads and buildings, bees lose the flowers they feed on.',
        '',
        'The good news is that everyone can help. Planting bee-friendly flowers, such as lavender and sunflowers, gives bees the food they need. Leaving a corner of a garden or school field to grow wild creates a safe place for them to live. Even a small pot of flowers on a balcony can become a welcome stop for a hungry bee.',
      ].join('\n'),
    },
  },
  questions: [
    // ---------- Single choice ----------
    {
      question_type_id: 1,
      topic: 'Comprehension',
      difficulty_level_id: 1,
      passage: 'lights-out',
      text: 'Read **The Night the Lights Went Out**. How did Grandpa feel when the lights went out?',
      options: options('Calm', 'Frightened', 'Angry', 'Excited'),
      marks: 1,
      answer: choice(1),
      explanation:
        'The story says Grandpa spoke “calmly” and told Priya not to worry, because power cuts happen there about twice a year.',
      method_answer: steps(
        'Find the part where Grandpa first speaks (paragraph 3).',
        'He says “Don’t worry” and the writer uses the word “calmly”.',
        'So Grandpa felt **calm**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Comprehension',
      difficulty_level_id: 2,
      passage: 'lights-out',
      text: 'Read **The Night the Lights Went Out**. “The wind howled **like a hungry wolf**.” What kind of language is this?',
      options: options('A simile', 'A metaphor', 'Alliteration', 'A question'),
      marks: 1,
      answer: choice(1),
      explanation:
        'A simile compares two things using “like” or “as”. Here the sound of the wind is compared to a hungry wolf.',
      method_answer: steps(
        'Look for a comparison: the wind is compared to a wolf.',
        'The comparison uses the word “like”.',
        'A comparison with “like” or “as” is **a simile**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Comprehension',
      difficulty_level_id: 2,
      passage: 'tiny-workers',
      text: 'Read **Tiny Workers: Why Bees Matter**. What is the **main purpose** of this text?',
      options: options(
        'To tell a funny story about a bee',
        'To inform readers why bees are important and how to help them',
        'To persuade readers to buy honey',
        'To explain how to keep bees in a hive',
      ),
      marks: 1,
      answer: choice(2),
      explanation:
        'The text gives facts about what bees do, the dangers they face and ways people can help, so its main purpose is to inform.',
      method_answer: steps(
        'Sum up each paragraph: what bees do, foods that need them, dangers, how to help.',
        'There is no story, no selling and no beekeeping instructions.',
        'The purpose is **to inform readers why bees are important and how to help them**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Grammar',
      difficulty_level_id: 1,
      text: 'Choose the correct word: “Yesterday we ___ a rainbow over the hills.”',
      options: options('see', 'seen', 'saw', 'seeing'),
      marks: 1,
      answer: choice(3),
      explanation:
        '“Yesterday” tells us the action is in the past, and the simple past tense of “see” is “saw”.',
      method_answer: steps(
        'The word “Yesterday” shows the past tense is needed.',
        '“Seen” needs a helper such as “have”, so it does not fit on its own.',
        'Simple past of “see”: **saw**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Grammar',
      difficulty_level_id: 3,
      text: 'Choose the correct word: “The box of pencils ___ on the teacher’s desk.”',
      options: options('is', 'are', 'were', 'be'),
      marks: 1,
      answer: choice(1),
      explanation:
        'The subject is “the box” (one box), so the verb must be singular: “is”. “Of pencils” only describes the box.',
      method_answer: steps(
        'Find the subject: what is on the desk? **The box**.',
        '“Box” is singular, so it needs a singular verb.',
        'The box of pencils **is** on the teacher’s desk.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Grammar',
      difficulty_level_id: 2,
      text: 'Which sentence is written correctly?',
      options: options(
        'Me and Sam went to the park.',
        'Sam and me went to the park.',
        'Sam and I went to the park.',
        'Sam and myself went to the park.',
      ),
      marks: 1,
      answer: choice(3),
      explanation:
        '“I” is used for the person doing the action. If you take Sam away, you would say “I went to the park”, not “me went”.',
      method_answer: steps(
        'Remove “Sam and” from each sentence to test it.',
        '“Me went” and “Myself went” are wrong; “I went” is right.',
        'So the correct sentence is **Sam and I went to the park.**',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Vocabulary',
      difficulty_level_id: 1,
      text: 'Which word means the **same** as **enormous**?',
      options: options('Tiny', 'Huge', 'Quick', 'Gentle'),
      marks: 1,
      answer: choice(2),
      explanation: '“Enormous” means very big, so its synonym is “huge”. “Tiny” is its opposite.',
      method_answer: steps(
        '“Enormous” means extremely large.',
        'Find the word with the same meaning: **huge**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Vocabulary',
      difficulty_level_id: 1,
      text: 'Which word means the **opposite** of **generous**?',
      options: options('Selfish', 'Kind', 'Wealthy', 'Friendly'),
      marks: 1,
      answer: choice(1),
      explanation:
        'A generous person happily shares and gives. Someone who keeps things for themselves is selfish.',
      method_answer: steps(
        '“Generous” means willing to give and share.',
        'The opposite is someone unwilling to share: **selfish**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Vocabulary',
      difficulty_level_id: 1,
      text: 'Which **prefix** makes the word **possible** mean its opposite?',
      options: options('un-', 'dis-', 'im-', 'in-'),
      marks: 1,
      answer: choice(3),
      explanation: 'Adding “im-” gives “impossible”, which means not possible.',
      method_answer: steps(
        'Try each prefix: unpossible ✘, dispossible ✘, impossible ✔, inpossible ✘.',
        'The correct prefix is **im-**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Punctuation',
      difficulty_level_id: 2,
      text: 'Which sentence is punctuated correctly?',
      options: options(
        'The cat licked its paw.',
        'The cat licked it’s paw.',
        'The cat licked its’ paw.',
        'the cat licked its paw.',
      ),
      marks: 1,
      answer: choice(1),
      explanation:
        '“Its” (no apostrophe) means “belonging to it”. “It’s” means “it is”, and a sentence must start with a capital letter.',
      method_answer: steps(
        'Test “it’s” by saying “it is”: “The cat licked it is paw” makes no sense, so no apostrophe.',
        '“Its’” is never correct.',
        'The sentence must start with a capital letter.',
        'Correct: **The cat licked its paw.**',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Spelling',
      difficulty_level_id: 2,
      text: 'Which word is spelled **correctly**?',
      options: options('neccessary', 'necesary', 'necessary', 'neccesary'),
      marks: 1,
      answer: choice(3),
      explanation:
        '“Necessary” has one c and two s’s. A memory trick: a shirt has **one c**ollar and **two s**leeves.',
      method_answer: steps('Remember: one “c”, double “s”.', 'n-e-c-e-s-s-a-r-y: **necessary**.'),
    },
    {
      question_type_id: 1,
      topic: 'Grammar',
      difficulty_level_id: 1,
      text: 'Which word is the **adverb** in this sentence? “The tortoise moved slowly across the garden.”',
      options: options('tortoise', 'moved', 'slowly', 'across'),
      marks: 1,
      answer: choice(3),
      explanation:
        'An adverb tells us how an action is done. “Slowly” tells us how the tortoise moved.',
      method_answer: steps(
        'Find the verb: “moved”.',
        'Ask “How did it move?” – slowly.',
        'The adverb is **slowly**.',
      ),
    },

    // ---------- Multiple choice ----------
    {
      question_type_id: 2,
      topic: 'Comprehension',
      difficulty_level_id: 1,
      passage: 'lights-out',
      text: 'Read **The Night the Lights Went Out**. Which things **stopped working** when the power went off? Choose all that apply.',
      options: options(
        'The lights',
        'The fridge',
        'The oven clock',
        'The candles',
        'The pack of cards',
      ),
      marks: 2,
      answer: choice(1, 2, 3),
      explanation:
        'The lights “died”, the fridge “stopped humming” and the oven clock “went dark”. Candles and cards do not need electricity.',
      method_answer: steps(
        'Reread paragraph 2.',
        'Lights: “flickered and died” ✔. Fridge: “stopped humming” ✔. Oven clock: “went dark” ✔.',
        'Candles and cards do not use electricity, so they did not stop working.',
      ),
    },
    {
      question_type_id: 2,
      topic: 'Comprehension',
      difficulty_level_id: 2,
      passage: 'tiny-workers',
      text: 'Read **Tiny Workers: Why Bees Matter**. According to the text, which of these are **dangers** to bees? Choose all that apply.',
      options: options(
        'Chemicals sprayed on crops',
        'Wild meadows being replaced by roads and buildings',
        'Cold winters',
        'Being eaten by birds',
        'Too many flowers in gardens',
      ),
      marks: 2,
      answer: choice(1, 2),
      explanation:
        'Paragraph 3 names two dangers: chemicals sprayed on crops and the loss of wild meadows. The other options are not mentioned as dangers.',
      method_answer: steps(
        'Find the paragraph about dangers (it starts “Sadly, bees face several dangers”).',
        'It mentions chemicals on crops ✔ and meadows replaced by roads and buildings ✔.',
        'Cold winters and birds are not in the text, and more flowers would help bees ✘.',
      ),
    },
    {
      question_type_id: 2,
      topic: 'Grammar',
      difficulty_level_id: 1,
      text: 'Which words are **nouns** in this sentence? “The brave firefighter rescued a kitten from the tall tree.” Choose all that apply.',
      options: options('brave', 'firefighter', 'rescued', 'kitten', 'tall', 'tree'),
      marks: 2,
      answer: choice(2, 4, 6),
      explanation:
        'Nouns name people, animals, places or things: firefighter, kitten and tree. “Brave” and “tall” are adjectives and “rescued” is a verb.',
      method_answer: steps(
        'Ask which words name a person, animal, place or thing.',
        'Person: firefighter. Animal: kitten. Thing: tree.',
        'Nouns: **firefighter, kitten, tree**.',
      ),
    },
    {
      question_type_id: 2,
      topic: 'Punctuation',
      difficulty_level_id: 2,
      text: 'Which of these sentences should end with a **question mark**? Choose all that apply.',
      options: options(
        'Where is my bag',
        'I wonder where my bag is',
        'Can you help me',
        'Please close the door',
        'Why are you late',
      ),
      marks: 2,
      answer: choice(1, 3, 5),
      explanation:
        'Only sentences that ask a direct question need a question mark. “I wonder where my bag is” is a statement, and “Please close the door” is a command.',
      method_answer: steps(
        'Check whether each sentence asks something directly.',
        '“Where is my bag?”, “Can you help me?” and “Why are you late?” are questions ✔.',
        '“I wonder where my bag is.” (statement) and “Please close the door.” (command) end with full stops ✘.',
      ),
    },
    {
      question_type_id: 2,
      topic: 'Spelling',
      difficulty_level_id: 2,
      text: 'Which of these words are spelled **correctly**? Choose all that apply.',
      options: options('beautiful', 'recieve', 'library', 'tommorow', 'separate', 'freind'),
      marks: 2,
      answer: choice(1, 3, 5),
      explanation:
        'Beautiful, library and separate are correct. The others should be “receive” (e before i after c), “tomorrow” and “friend”.',
      method_answer: steps(
        'Check each word letter by letter.',
        'beautiful ✔, library ✔, separate ✔.',
        'recieve → **receive**, tommorow → **tomorrow**, freind → **friend**.',
      ),
    },
    {
      question_type_id: 2,
      topic: 'Vocabulary',
      difficulty_level_id: 1,
      text: 'Which of these words are **synonyms** of **happy**? Choose all that apply.',
      options: options('cheerful', 'joyful', 'gloomy', 'content', 'anxious'),
      marks: 2,
      answer: choice(1, 2, 4),
      explanation:
        'Cheerful, joyful and content all describe feeling happy. Gloomy means sad and anxious means worried.',
      method_answer: steps(
        'A synonym has the same or nearly the same meaning.',
        'cheerful ✔, joyful ✔, content ✔ (happy and satisfied).',
        'gloomy (sad) ✘, anxious (worried) ✘.',
      ),
    },

    // ---------- Numeric ----------
    {
      question_type_id: 3,
      topic: 'Comprehension',
      difficulty_level_id: 1,
      passage: 'lights-out',
      text: 'Read **The Night the Lights Went Out**. How many candles did Grandpa light?',
      unit: 'candles',
      marks: 1,
      answer: numeric(3, 0, 'candles', ['candle']),
      explanation: 'The story says he “lit three fat candles, one after another”.',
      method_answer: steps(
        'Find the sentence where Grandpa strikes a match (paragraph 3).',
        'He “lit three fat candles”: **3**.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Comprehension',
      difficulty_level_id: 2,
      passage: 'lights-out',
      text: 'Read **The Night the Lights Went Out**. For how many **hours** was the power off?',
      unit: 'hours',
      marks: 1,
      answer: numeric(3, 0, 'hours', UNITS.hours),
      explanation: 'The lights went out at seven o’clock and came back on at ten o’clock: 3 hours.',
      method_answer: steps(
        'Lights went out: “At exactly seven o’clock”.',
        'Lights came back: “At ten o’clock”.',
        '10 − 7 = **3 hours**.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Comprehension',
      difficulty_level_id: 1,
      passage: 'tiny-workers',
      text: 'Read **Tiny Workers: Why Bees Matter**. How many different **foods** are named in paragraph 2 as needing visiting insects?',
      unit: 'foods',
      marks: 1,
      answer: numeric(4, 0, 'foods', ['food']),
      explanation: 'Paragraph 2 lists apples, strawberries, pumpkins and almonds: four foods.',
      method_answer: steps(
        'Find the list in paragraph 2.',
        'Apples (1), strawberries (2), pumpkins (3), almonds (4).',
        'Answer: **4**.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Grammar',
      difficulty_level_id: 2,
      text: 'How many **verbs** are in this sentence? “Tom jumped over the fence, ran across the field and shouted for help.”',
      marks: 1,
      answer: numeric(3, 0, null, []),
      explanation: 'The action words are “jumped”, “ran” and “shouted”, so there are three verbs.',
      method_answer: steps(
        'Look for the words that tell us what Tom did.',
        'jumped (1), ran (2), shouted (3).',
        'Answer: **3** verbs.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Punctuation',
      difficulty_level_id: 2,
      text: 'How many words in this sentence **should start with a capital letter**? “on monday, aisha and i visited london.”',
      marks: 1,
      answer: numeric(5, 0, null, []),
      explanation:
        'The first word of a sentence, days of the week, names of people and places, and the word “I” all need capitals: On, Monday, Aisha, I, London.',
      method_answer: steps(
        'First word of the sentence: On (1).',
        'Day of the week: Monday (2). Person: Aisha (3). The pronoun “I” (4). Place: London (5).',
        'Answer: **5**.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Spelling',
      difficulty_level_id: 1,
      text: 'How many **syllables** are in the word **caterpillar**?',
      unit: 'syllables',
      marks: 1,
      answer: numeric(4, 0, 'syllables', ['syllable']),
      explanation: 'Clapping the word gives four beats: cat-er-pil-lar.',
      method_answer: steps(
        'Say the word slowly and clap each beat.',
        'cat / er / pil / lar.',
        'Answer: **4** syllables.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Grammar',
      difficulty_level_id: 2,
      text: 'How many **adjectives** are in this sentence? (Do not count “the” or “a”.) “The old, creaky door opened onto a dark and dusty room.”',
      marks: 1,
      answer: numeric(4, 0, null, []),
      explanation:
        'Adjectives describe nouns. “Old” and “creaky” describe the door, and “dark” and “dusty” describe the room.',
      method_answer: steps(
        'Find the nouns: door, room.',
        'Words describing the door: old, creaky. Words describing the room: dark, dusty.',
        'Answer: **4** adjectives.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Grammar',
      difficulty_level_id: 1,
      text: 'How many **nouns** are in this sentence? “The farmer fed the hens, the goats and the cows.”',
      marks: 1,
      answer: numeric(4, 0, null, []),
      explanation: 'The nouns are “farmer”, “hens”, “goats” and “cows”. “Fed” is a verb.',
      method_answer: steps(
        'Look for the words naming people, animals or things.',
        'farmer (1), hens (2), goats (3), cows (4).',
        'Answer: **4** nouns.',
      ),
    },

    // ---------- Short text ----------
    {
      question_type_id: 4,
      topic: 'Comprehension',
      difficulty_level_id: 2,
      passage: 'lights-out',
      text: 'Read **The Night the Lights Went Out**. Find and copy **one word** from paragraph 4 that means “talking noisily”.',
      marks: 1,
      answer: text(['chattering']),
      explanation:
        'The writer says the television was “chattering in the corner”, which describes the noisy sound of people talking.',
      method_answer: steps(
        'Paragraph 4 starts “Priya had never seen the cottage by candlelight”.',
        'Look for a word about talking or noise: “Without the television **chattering**”.',
        'Answer: **chattering**.',
      ),
    },
    {
      question_type_id: 4,
      topic: 'Comprehension',
      difficulty_level_id: 1,
      passage: 'tiny-workers',
      text: 'Read **Tiny Workers: Why Bees Matter**. What is the name of the **yellow dust** that sticks to a bee’s body?',
      marks: 1,
      answer: text(['pollen']),
      explanation:
        'Paragraph 1 says “a yellow dust called pollen sticks to the tiny hairs on its body”.',
      method_answer: steps(
        'Scan paragraph 1 for the words “yellow dust”.',
        'The next words are “called pollen”: **pollen**.',
      ),
    },
    {
      question_type_id: 4,
      topic: 'Spelling',
      difficulty_level_id: 1,
      text: 'Write the **plural** of **knife**.',
      marks: 1,
      answer: text(['knives']),
      explanation:
        'Many words ending in “-fe” change to “-ves” in the plural, so knife becomes knives.',
      method_answer: steps(
        'The word ends in “-fe”.',
        'Change “-fe” to “-ves”: knife → **knives**.',
      ),
    },
    {
      question_type_id: 4,
      topic: 'Grammar',
      difficulty_level_id: 1,
      text: 'Write the **past tense** of the verb **catch**.',
      marks: 1,
      answer: text(['caught']),
      explanation:
        '“Catch” is an irregular verb, so it does not add “-ed”: its past tense is “caught”.',
      method_answer: steps(
        'Try a sentence: “Yesterday I ___ the ball.”',
        '“Catched” is wrong because catch is irregular.',
        'Answer: **caught**.',
      ),
    },
    {
      question_type_id: 4,
      topic: 'Punctuation',
      difficulty_level_id: 1,
      text: 'Write the **contraction** (short form) of **do not**.',
      marks: 1,
      answer: text(['don’t', "don't", 'don`t']),
      explanation:
        'In a contraction, an apostrophe shows where letters are missing. “Do not” loses the “o” in “not” to become “don’t”.',
      method_answer: steps(
        'Join the words: donot.',
        'Take out the “o” from “not” and put an apostrophe in its place.',
        'Answer: **don’t**.',
      ),
    },
    {
      question_type_id: 4,
      topic: 'Vocabulary',
      difficulty_level_id: 1,
      text: 'Add a **suffix** to the noun **danger** to make an **adjective** that means “likely to cause harm”.',
      marks: 1,
      answer: text(['dangerous']),
      explanation: 'Adding the suffix “-ous” to “danger” makes the adjective “dangerous”.',
      method_answer: steps(
        'The suffix “-ous” turns some nouns into adjectives (e.g. fame → famous).',
        'danger + ous = **dangerous**.',
      ),
    },

    // ---------- Open answer ----------
    {
      question_type_id: 5,
      topic: 'Comprehension',
      difficulty_level_id: 3,
      passage: 'lights-out',
      text: 'Read **The Night the Lights Went Out**. How do Priya’s feelings **change** during the story? Use evidence from the text in your answer.',
      marks: 3,
      answer: rubric(
        {
          description:
            'At first Priya is nervous or scared when the lights go out (she “clutched her library book and stayed very still”).',
          marks: 1,
          keywords: [
            'scared',
            'nervous',
            'worried',
            'frightened',
            'afraid',
            'clutched',
            'stayed very still',
          ],
        },
        {
          description:
            'Later she enjoys the evening: the candlelight, the card game with Grandpa, winning three rounds.',
          marks: 1,
          keywords: ['enjoy', 'enjoyed', 'happy', 'fun', 'liked', 'won', 'cards', 'game'],
        },
        {
          description:
            'Uses the ending as evidence: she asks “Can we switch it off again?” with a grin, showing she wants the special evening to continue.',
          marks: 1,
          keywords: ['switch it off again', 'grin', 'off again', 'at the end'],
        },
      ),
      explanation:
        'Priya begins nervous and still in the dark, but the candles and Grandpa’s card game turn it into a special evening, so by the end she wants the power off again.',
      method_answer: steps(
        'Find how Priya reacts at the start: she “clutched her library book and stayed very still”, so she is **nervous**.',
        'Find what happens next: candlelight, shadows, the sound of the sea, and a card game she **enjoys** and wins.',
        'Use the ending as evidence: “Can we switch it off again?” she asked **with a grin**, so she is now happy.',
      ),
    },
    {
      question_type_id: 5,
      topic: 'Comprehension',
      difficulty_level_id: 2,
      passage: 'tiny-workers',
      text: 'Read **Tiny Workers: Why Bees Matter**. Give **two** ways the text says people can help bees.',
      marks: 2,
      answer: rubric(
        {
          description:
            'Planting bee-friendly flowers such as lavender and sunflowers (or a pot of flowers on a balcony).',
          marks: 1,
          keywords: ['plant', 'flowers', 'lavender', 'sunflowers', 'pot'],
        },
        {
          description: 'Leaving a corner of a garden or school field to grow wild.',
          marks: 1,
          keywords: ['wild', 'corner', 'leave', 'leaving'],
        },
      ),
      explanation:
        'The last paragraph suggests planting bee-friendly flowers for food and leaving an area to grow wild as a safe home.',
      method_answer: steps(
        'Find the paragraph that starts “The good news is that everyone can help”.',
        'Way 1: **plant bee-friendly flowers** such as lavender and sunflowers.',
        'Way 2: **leave a corner** of a garden or school field to **grow wild**.',
      ),
    },
    {
      question_type_id: 5,
      topic: 'Grammar',
      difficulty_level_id: 2,
      text: 'Rewrite this sentence in the **past tense**: “The children play in the park and eat ice cream.”',
      marks: 2,
      answer: rubric(
        {
          description: 'Changes “play” to “played”.',
          marks: 1,
          keywords: ['played'],
        },
        {
          description: 'Changes “eat” to the irregular past tense “ate”.',
          marks: 1,
          keywords: ['ate'],
        },
      ),
      explanation:
        '“Play” is a regular verb, so it adds “-ed”. “Eat” is irregular, so its past tense is “ate”, not “eated”.',
      method_answer: steps(
        'Find the verbs: play, eat.',
        'play → **played** (regular: add -ed).',
        'eat → **ate** (irregular).',
        'Answer: “The children **played** in the park and **ate** ice cream.”',
      ),
    },
    {
      question_type_id: 5,
      topic: 'Punctuation',
      difficulty_level_id: 3,
      text: 'Rewrite this sentence with the correct **speech punctuation** and capital letters: can we go to the beach asked Leo',
      marks: 2,
      answer: rubric(
        {
          description:
            'Puts inverted commas (speech marks) around the spoken words only: “Can we go to the beach?”',
          marks: 1,
          keywords: [
            '"can we go to the beach',
            '“can we go to the beach',
            "'can we go to the beach",
          ],
        },
        {
          description:
            'Puts the question mark inside the closing speech marks and capital letters on “Can” and “Leo”, ending with a full stop.',
          marks: 1,
          keywords: ['beach?"', 'beach?”', "beach?'", 'asked leo.'],
        },
      ),
      explanation:
        'Speech marks go around the exact words spoken. Because Leo asks a question, the question mark goes inside the speech marks.',
      method_answer: steps(
        'Find the spoken words: can we go to the beach.',
        'Put speech marks around them and a capital at the start: “Can we go to the beach”.',
        'It is a question, so add a question mark inside the closing speech marks.',
        'Finish with the speaker and a full stop: **“Can we go to the beach?” asked Leo.**',
      ),
    },
    {
      question_type_id: 5,
      topic: 'Vocabulary',
      difficulty_level_id: 2,
      text: 'Write **one sentence** using the word **reluctant** that shows clearly what it means.',
      marks: 2,
      answer: rubric(
        {
          description: 'Uses the word “reluctant” (or “reluctantly”) correctly in a sentence.',
          marks: 1,
          keywords: ['reluctant', 'reluctantly'],
        },
        {
          description:
            'The sentence shows the meaning: someone does not want to do something or is unwilling (e.g. because it is cold, scary or boring).',
          marks: 1,
          keywords: [
            'did not want',
            "didn't want",
            'not want',
            'unwilling',
            'because',
            'slowly',
            'sighed',
          ],
        },
      ),
      explanation:
        '“Reluctant” means unwilling or not wanting to do something. A good sentence gives a clue, such as a reason why the person does not want to.',
      method_answer: steps(
        'Recall the meaning: reluctant = unwilling.',
        'Think of a situation where someone does not want to do something.',
        'Write it with a clue, e.g. “Sam was **reluctant** to jump into the cold pool because he **did not want** to get goosebumps.”',
      ),
    },

    // ---------- Group ----------
    {
      question_type_id: 6,
      topic: 'Comprehension',
      difficulty_level_id: 3,
      passage: 'tiny-workers',
      text: 'Read **Tiny Workers: Why Bees Matter** again and answer these questions.',
      marks: 4,
      answer: GROUP,
      explanation:
        'Each part asks you to find a word or idea in the text and use the sentences around it to understand it.',
      method_answer: steps(
        'Find the sentence each part is about.',
        'Read the sentences before and after it for clues.',
      ),
      sub_questions: [
        {
          question_type_id: 1,
          text: '“Without bees, farmers would **harvest** far less fruit.” What does **harvest** mean here?',
          options: options(
            'Gather in crops when they are ripe',
            'Plant seeds in the ground',
            'Sell food at a market',
            'Water the fields',
          ),
          marks: 1,
          answer: choice(1),
          explanation:
            'To harvest is to gather in ripe crops. With fewer bees, less fruit grows, so there is less to gather.',
          method_answer: steps(
            'Replace “harvest” with each option and see which makes sense.',
            '“Farmers would **gather in** far less fruit” fits the meaning of the paragraph.',
          ),
        },
        {
          question_type_id: 4,
          text: 'Find and copy the word from paragraph 1 that names the process of pollen being carried from flower to flower.',
          marks: 1,
          answer: text(['pollination']),
          explanation: 'Paragraph 1 says “This is called pollination”.',
          method_answer: steps(
            'Look for the sentence that names what happens: “This is called …”.',
            'Answer: **pollination**.',
          ),
        },
        {
          question_type_id: 5,
          text: 'Explain in your own words why some foods would become **rare and expensive** without bees.',
          marks: 2,
          answer: rubric(
            {
              description:
                'Without bees, fewer flowers are pollinated, so plants make less fruit and fewer seeds.',
              marks: 1,
              keywords: [
                'pollinate',
                'pollinated',
                'pollination',
                'less fruit',
                'fewer',
                'not grow',
              ],
            },
            {
              description:
                'With less food to go round, it is hard to find (rare), and people pay more for it (expensive).',
              marks: 1,
              keywords: [
                'less food',
                'not enough',
                'hard to find',
                'cost more',
                'pay more',
                'price',
                'demand',
              ],
            },
          ),
          explanation:
            'Bees help fruit to form. With less fruit grown, there is less to sell, so it becomes hard to find and shops charge more.',
          method_answer: steps(
            'Link bees to fruit: bees **pollinate** flowers so fruit can grow.',
            'No bees → **less fruit** grown.',
            'Less fruit to sell → it is **rare**, and people must **pay more** for it.',
          ),
        },
      ],
    },
    {
      question_type_id: 6,
      topic: 'Grammar',
      difficulty_level_id: 2,
      text: 'Read this sentence:\n\n> The excited puppy chased the red ball across the garden.',
      marks: 4,
      answer: GROUP,
      explanation: 'Knowing the job each word does helps you understand and improve sentences.',
      method_answer: steps(
        'Find the verb (the action) first.',
        'Then find what the other words do: name things, describe them, or add information.',
      ),
      sub_questions: [
        {
          question_type_id: 4,
          text: 'Write the **verb** in the sentence.',
          marks: 1,
          answer: text(['chased']),
          explanation: '“Chased” is the action the puppy did, so it is the verb.',
          method_answer: steps('Ask “What did the puppy do?”', 'It **chased** the ball.'),
        },
        {
          question_type_id: 1,
          text: 'What type of word is **excited** in this sentence?',
          options: options('A noun', 'A verb', 'An adjective', 'An adverb'),
          marks: 1,
          answer: choice(3),
          explanation: '“Excited” describes the puppy (a noun), so it is an adjective.',
          method_answer: steps(
            'Which word does “excited” go with? The puppy.',
            'A word that describes a noun is **an adjective**.',
          ),
        },
        {
          question_type_id: 5,
          text: 'Rewrite the sentence, adding a clause that begins with **because** to explain why the puppy chased the ball.',
          marks: 2,
          answer: rubric(
            {
              description: 'Adds a clause starting with “because” to the sentence.',
              marks: 1,
              keywords: ['because'],
            },
            {
              description:
                'The clause gives a sensible reason, e.g. because it wanted to play / loved games / Mia had thrown it.',
              marks: 1,
              keywords: ['wanted', 'loved', 'liked', 'play', 'fun', 'threw', 'thrown', 'game'],
            },
          ),
          explanation:
            'A “because” clause adds a reason and makes the sentence more interesting. It must make sense with the rest of the sentence.',
          method_answer: steps(
            'Keep the original sentence but remove its full stop.',
            'Add “because” and a reason: e.g. “The excited puppy chased the red ball across the garden **because it wanted to play**.”',
          ),
        },
      ],
    },
    {
      question_type_id: 6,
      topic: 'Spelling',
      difficulty_level_id: 2,
      text: 'Jack wrote this thank-you note, but he made some mistakes.\n\n> dear mrs lee,\n> thank you for the lovly flowers. they made my grandmas day.\n> from jack',
      marks: 3,
      answer: GROUP,
      explanation: 'Check each word for spelling, apostrophes and capital letters.',
      method_answer: steps(
        'Read the note slowly, one word at a time.',
        'Check spelling, capital letters and apostrophes.',
      ),
      sub_questions: [
        {
          question_type_id: 4,
          text: 'Write the correct spelling of **lovly**.',
          marks: 1,
          answer: text(['lovely']),
          explanation: '“Lovely” is “love” + “ly”, so the “e” from “love” stays.',
          method_answer: steps('Build the word: love + ly.', 'Keep the e: **lovely**.'),
        },
        {
          question_type_id: 4,
          text: 'The day belongs to Jack’s grandma. Write the word **grandmas** correctly, adding the missing apostrophe.',
          marks: 1,
          answer: text(['grandma’s', "grandma's"]),
          explanation:
            'The day belongs to one grandma, so we add an apostrophe and “s”: grandma’s.',
          method_answer: steps(
            'Ask: does something belong to Grandma? Yes, her day.',
            'One owner: add **’s** → **grandma’s**.',
          ),
        },
        {
          question_type_id: 1,
          text: 'Which is the correct way to write the **greeting**?',
          options: options('Dear Mrs Lee,', 'dear Mrs Lee,', 'Dear mrs lee,', 'Dear Mrs lee,'),
          marks: 1,
          answer: choice(1),
          explanation:
            'The first word of the greeting, the title “Mrs” and the name “Lee” all need capital letters.',
          method_answer: steps(
            'Capital for the first word: Dear.',
            'Capital for the title and the name: Mrs Lee.',
            'Answer: **Dear Mrs Lee,**',
          ),
        },
      ],
    },
  ],
};
