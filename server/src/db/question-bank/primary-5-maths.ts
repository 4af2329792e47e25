import type { SeedCourseBank } from './types';
import { GROUP, UNITS, choice, numeric, options, rubric, steps, text } from './helpers';

/** Primary 5 Mathematics: 40 original questions written by Kyu. */
export const PRIMARY_5_MATHS: SeedCourseBank = {
  level: 'Primary 5',
  subject: 'Mathematics',
  passages: {},
  questions: [
    // ---------- Single choice ----------
    {
      question_type_id: 1,
      topic: 'Whole numbers',
      difficulty_level_id: 1,
      text: 'What is the value of the digit **7** in **4 725 318**?',
      options: options('7 000', '70 000', '700 000', '700'),
      marks: 1,
      answer: choice(3),
      explanation:
        'The 7 is in the hundred thousands place, so it stands for 7 hundred thousands, which is 700 000.',
      method_answer: steps(
        'Label the places from the right: 8 ones, 1 ten, 3 hundreds, 5 thousands, 2 ten thousands, 7 hundred thousands, 4 millions.',
        'The 7 is in the hundred thousands place.',
        '7 × 100 000 = **700 000**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Fractions',
      difficulty_level_id: 1,
      text: 'Which fraction is **equivalent** to 3/4?',
      options: options('4/6', '6/8', '3/8', '9/16'),
      marks: 1,
      answer: choice(2),
      explanation:
        'Multiplying the numerator and the denominator of 3/4 by the same number (2) gives 6/8, which is the same amount.',
      method_answer: steps(
        'Multiply the top and bottom of 3/4 by 2: 3 × 2 = 6 and 4 × 2 = 8.',
        'So 3/4 = **6/8**.',
        'Check the others: 4/6 = 2/3, 3/8 is smaller than 3/4, and 9/16 is a little more than a half.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Decimals',
      difficulty_level_id: 1,
      text: 'Round **3.06** to **1 decimal place**.',
      options: options('3.0', '3.1', '3.6', '3.07'),
      marks: 1,
      answer: choice(2),
      explanation:
        'The hundredths digit is 6, which is 5 or more, so the tenths digit goes up from 0 to 1, giving 3.1.',
      method_answer: steps(
        'Look at the digit in the tenths place: 0.',
        'Look at the next digit (hundredths): 6.',
        'Because 6 is 5 or more, round the tenths up: 3.06 ≈ **3.1**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Percentage',
      difficulty_level_id: 1,
      text: 'What is **25%** of **80**?',
      options: options('20', '25', '32', '40'),
      marks: 1,
      answer: choice(1),
      explanation: '25% is the same as one quarter, and one quarter of 80 is 20.',
      method_answer: steps('25% = 25/100 = 1/4.', '1/4 of 80 = 80 ÷ 4 = **20**.'),
    },
    {
      question_type_id: 1,
      topic: 'Ratio',
      difficulty_level_id: 2,
      text: 'The ratio of red beads to blue beads in a bag is **2 : 3**. There are **15** blue beads. How many red beads are there?',
      options: options('6', '10', '12', '25'),
      marks: 1,
      answer: choice(2),
      explanation:
        'The 3 parts of blue beads make 15, so one part is 5 beads. Red has 2 parts, so there are 2 × 5 = 10 red beads.',
      method_answer: steps(
        '3 units = 15 blue beads.',
        '1 unit = 15 ÷ 3 = 5.',
        'Red = 2 units = 2 × 5 = **10** beads.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Angles',
      difficulty_level_id: 1,
      text: 'Two angles lie together on a straight line. One of them is **65°**. What is the other angle?',
      options: options('25°', '115°', '125°', '295°'),
      marks: 1,
      answer: choice(2),
      explanation: 'Angles on a straight line add up to 180°, and 180° − 65° = 115°.',
      method_answer: steps(
        'Angles on a straight line add up to 180°.',
        'Other angle = 180° − 65° = **115°**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Time',
      difficulty_level_id: 2,
      text: 'A film starts at **14:45** and lasts **1 hour 50 minutes**. At what time does it end?',
      options: options('15:35', '16:25', '16:35', '16:95'),
      marks: 1,
      answer: choice(3),
      explanation:
        'Adding 1 hour gives 15:45, and adding 50 more minutes takes us past 16:00 to 16:35.',
      method_answer: steps(
        '14:45 + 1 hour = 15:45.',
        '15:45 + 15 minutes = 16:00 (that uses 15 of the 50 minutes).',
        '16:00 + the remaining 35 minutes = **16:35**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Fractions',
      difficulty_level_id: 2,
      text: 'What is 2/3 × 3/5? Give the answer in its simplest form.',
      options: options('1/5', '2/5', '5/8', '6/8'),
      marks: 1,
      answer: choice(2),
      explanation:
        'Multiply the numerators and the denominators: 6/15, which simplifies to 2/5 when you divide both by 3.',
      method_answer: steps(
        'Multiply the numerators: 2 × 3 = 6.',
        'Multiply the denominators: 3 × 5 = 15.',
        'Simplify 6/15 by dividing top and bottom by 3: **2/5**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Volume',
      difficulty_level_id: 1,
      text: 'A cuboid measures **5 cm** by **4 cm** by **3 cm**. What is its volume?',
      options: options('12 cm³', '47 cm³', '60 cm³', '94 cm³'),
      marks: 1,
      answer: choice(3),
      explanation: 'Volume of a cuboid = length × breadth × height = 5 × 4 × 3 = 60 cm³.',
      method_answer: steps(
        'Volume = length × breadth × height.',
        '5 × 4 = 20, then 20 × 3 = 60.',
        'Volume = **60 cm³**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Whole numbers',
      difficulty_level_id: 2,
      text: 'Work out **18 − 6 ÷ 3 × 2**.',
      options: options('2', '8', '14', '17'),
      marks: 1,
      answer: choice(3),
      explanation:
        'Division and multiplication come before subtraction: 6 ÷ 3 × 2 = 4, and 18 − 4 = 14.',
      method_answer: steps(
        'Do division and multiplication first, from left to right: 6 ÷ 3 = 2, then 2 × 2 = 4.',
        'Then subtract: 18 − 4 = **14**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Average',
      difficulty_level_id: 1,
      text: 'Find the **average** of 12, 15, 9 and 20.',
      options: options('13', '14', '15', '56'),
      marks: 1,
      answer: choice(2),
      explanation: 'The total is 56 and there are 4 numbers, so the average is 56 ÷ 4 = 14.',
      method_answer: steps(
        'Add the numbers: 12 + 15 + 9 + 20 = 56.',
        'Divide by how many numbers there are: 56 ÷ 4 = **14**.',
      ),
    },
    {
      question_type_id: 1,
      topic: 'Decimals',
      difficulty_level_id: 2,
      text: 'What is **0.4 × 0.3**?',
      options: options('0.012', '0.12', '0.7', '1.2'),
      marks: 1,
      answer: choice(2),
      explanation:
        '4 × 3 = 12, and there are two decimal places altogether in 0.4 and 0.3, so the answer is 0.12.',
      method_answer: steps(
        'Multiply without the decimal points: 4 × 3 = 12.',
        'Count the decimal places in the question: 0.4 has 1 and 0.3 has 1, so 2 in total.',
        'Put 2 decimal places in the answer: **0.12**.',
      ),
    },

    // ---------- Multiple choice ----------
    {
      question_type_id: 2,
      topic: 'Whole numbers',
      difficulty_level_id: 1,
      text: 'Which of these numbers are **factors of 24**? Choose all that apply.',
      options: options('3', '5', '6', '8', '9', '12'),
      marks: 1,
      answer: choice(1, 3, 4, 6),
      explanation:
        '3, 6, 8 and 12 divide 24 exactly (3 × 8 = 24 and 2 × 12 = 24), but 5 and 9 leave a remainder.',
      method_answer: steps(
        'List the factor pairs of 24: 1 × 24, 2 × 12, 3 × 8, 4 × 6.',
        'So the factors are 1, 2, 3, 4, 6, 8, 12, 24.',
        'From the options, the factors are **3, 6, 8 and 12**.',
      ),
    },
    {
      question_type_id: 2,
      topic: 'Fractions',
      difficulty_level_id: 3,
      text: 'Which of these fractions are **greater than 1/2**? Choose all that apply.',
      options: options('3/8', '5/9', '4/7', '2/5', '7/12'),
      marks: 2,
      answer: choice(2, 3, 5),
      explanation:
        'A fraction is more than a half when its numerator is more than half of its denominator. That is true for 5/9, 4/7 and 7/12.',
      method_answer: steps(
        'Find half of each denominator: 8 → 4, 9 → 4.5, 7 → 3.5, 5 → 2.5, 12 → 6.',
        'Compare with each numerator: 3 < 4, 5 > 4.5, 4 > 3.5, 2 < 2.5, 7 > 6.',
        'So **5/9, 4/7 and 7/12** are greater than 1/2.',
      ),
    },
    {
      question_type_id: 2,
      topic: 'Percentage',
      difficulty_level_id: 2,
      text: 'Which of these are **equal to 0.75**? Choose all that apply.',
      options: options('3/4', '75%', '7/5', '15/20', '0.57'),
      marks: 2,
      answer: choice(1, 2, 4),
      explanation:
        '3/4, 75% and 15/20 all mean 75 hundredths. 7/5 is more than 1 and 0.57 has its digits the wrong way round.',
      method_answer: steps(
        '0.75 = 75/100 = 75%.',
        'Simplify 75/100 by dividing by 25: 3/4.',
        '15/20: divide top and bottom by 5 to get 3/4, so it is equal too.',
        '7/5 = 1.4 and 0.57 ≠ 0.75, so the answers are **3/4, 75% and 15/20**.',
      ),
    },
    {
      question_type_id: 2,
      topic: 'Area and perimeter',
      difficulty_level_id: 2,
      text: 'Which of these shapes have a **perimeter of 20 cm**? Choose all that apply.',
      options: options(
        'A square with sides of 5 cm',
        'A rectangle 6 cm long and 4 cm wide',
        'A rectangle 8 cm long and 3 cm wide',
        'An equilateral triangle with sides of 7 cm',
        'A rectangle 9 cm long and 1 cm wide',
      ),
      marks: 2,
      answer: choice(1, 2, 5),
      explanation:
        'Perimeter is the distance all the way round. The square (4 × 5), the 6 × 4 rectangle and the 9 × 1 rectangle each measure 20 cm round.',
      method_answer: steps(
        'Square: 4 × 5 = 20 cm ✔',
        'Rectangle 6 by 4: 2 × (6 + 4) = 20 cm ✔',
        'Rectangle 8 by 3: 2 × (8 + 3) = 22 cm ✘',
        'Triangle: 3 × 7 = 21 cm ✘',
        'Rectangle 9 by 1: 2 × (9 + 1) = 20 cm ✔',
      ),
    },
    {
      question_type_id: 2,
      topic: 'Whole numbers',
      difficulty_level_id: 2,
      text: 'Which of these numbers are **multiples of both 4 and 6**? Choose all that apply.',
      options: options('12', '18', '24', '30', '36', '42'),
      marks: 2,
      answer: choice(1, 3, 5),
      explanation:
        'The common multiples of 4 and 6 are the multiples of 12, so 12, 24 and 36 are correct.',
      method_answer: steps(
        'Multiples of 4: 4, 8, 12, 16, 20, 24, 28, 32, 36, 40 …',
        'Multiples of 6: 6, 12, 18, 24, 30, 36, 42 …',
        'Numbers in both lists: **12, 24 and 36**. 18, 30 and 42 are not multiples of 4.',
      ),
    },
    {
      question_type_id: 2,
      topic: 'Angles',
      difficulty_level_id: 1,
      text: 'Which of these angles are **obtuse**? Choose all that apply.',
      options: options('95°', '45°', '170°', '90°', '180°', '120°'),
      marks: 1,
      answer: choice(1, 3, 6),
      explanation:
        'An obtuse angle is more than 90° but less than 180°. 90° is a right angle and 180° is a straight angle.',
      method_answer: steps(
        'Obtuse means between 90° and 180°.',
        'Check each: 95° ✔, 45° (acute), 170° ✔, 90° (right angle), 180° (straight), 120° ✔.',
        'The obtuse angles are **95°, 170° and 120°**.',
      ),
    },

    // ---------- Numeric ----------
    {
      question_type_id: 3,
      topic: 'Area and perimeter',
      difficulty_level_id: 1,
      text: 'A rectangle is **12 cm** long and **7 cm** wide. What is its area?',
      unit: 'cm²',
      marks: 1,
      answer: numeric(84, 0, 'cm²', UNITS.cm2),
      explanation: 'Area of a rectangle = length × width, and 12 × 7 = 84, so the area is 84 cm².',
      method_answer: steps('Area = length × width.', '12 × 7 = **84 cm²**.'),
    },
    {
      question_type_id: 3,
      topic: 'Area and perimeter',
      difficulty_level_id: 1,
      text: 'A rectangular garden is **15 m** long and **8 m** wide. A fence goes all the way round it. How long is the fence?',
      unit: 'm',
      marks: 1,
      answer: numeric(46, 0, 'm', UNITS.m),
      explanation:
        'The fence is the perimeter: two lengths and two widths, 15 + 8 + 15 + 8 = 46 m.',
      method_answer: steps(
        'Perimeter = 2 × (length + width).',
        '15 + 8 = 23.',
        '2 × 23 = **46 m**.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Money',
      difficulty_level_id: 2,
      text: 'Mei buys **3 notebooks** at **$2.45** each. She pays with a **$10** note. How much change does she get?',
      unit: '$',
      marks: 2,
      answer: numeric(2.65, 0, '$', UNITS.dollars),
      explanation: 'The notebooks cost 3 × $2.45 = $7.35, and $10 − $7.35 = $2.65.',
      method_answer: steps(
        'Cost of 3 notebooks: 3 × $2.45 = $7.35.',
        'Change: $10.00 − $7.35 = **$2.65**.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Percentage',
      difficulty_level_id: 1,
      text: 'Write **3/5** as a percentage.',
      unit: '%',
      marks: 1,
      answer: numeric(60, 0, '%', UNITS.percent),
      explanation: 'A percentage is out of 100. 3/5 = 60/100, which is 60%.',
      method_answer: steps(
        'Make the denominator 100: multiply top and bottom by 20.',
        '3/5 = 60/100.',
        '60/100 = **60%**.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Time',
      difficulty_level_id: 2,
      text: 'A bus leaves at **09:40** and arrives at **11:15**. How many **minutes** does the journey take?',
      unit: 'min',
      marks: 1,
      answer: numeric(95, 0, 'min', UNITS.minutes),
      explanation:
        'From 09:40 to 10:00 is 20 minutes, 10:00 to 11:00 is 60 minutes, and 11:00 to 11:15 is 15 minutes: 95 minutes in all.',
      method_answer: steps(
        '09:40 → 10:00 is 20 minutes.',
        '10:00 → 11:00 is 60 minutes.',
        '11:00 → 11:15 is 15 minutes.',
        'Total: 20 + 60 + 15 = **95 minutes**.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Area and perimeter',
      difficulty_level_id: 2,
      text: 'A triangle has a base of **10 cm** and a height of **6 cm**. What is its area?',
      unit: 'cm²',
      marks: 1,
      answer: numeric(30, 0, 'cm²', UNITS.cm2),
      explanation:
        'A triangle is half of a rectangle with the same base and height, so its area is ½ × 10 × 6 = 30 cm².',
      method_answer: steps(
        'Area of a triangle = ½ × base × height.',
        '10 × 6 = 60.',
        '½ × 60 = **30 cm²**.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Ratio',
      difficulty_level_id: 2,
      text: 'Ali and Ben share **$72** in the ratio **5 : 3**. How much money does **Ali** get?',
      unit: '$',
      marks: 2,
      answer: numeric(45, 0, '$', UNITS.dollars),
      explanation:
        'There are 5 + 3 = 8 equal parts, each worth $72 ÷ 8 = $9. Ali gets 5 parts, which is $45.',
      method_answer: steps(
        'Total number of units: 5 + 3 = 8.',
        '1 unit = $72 ÷ 8 = $9.',
        'Ali = 5 units = 5 × $9 = **$45**.',
      ),
    },
    {
      question_type_id: 3,
      topic: 'Average',
      difficulty_level_id: 3,
      text: 'The heights of four bean plants were measured as **12.4 cm, 13.1 cm, 11.8 cm** and **12.6 cm**. Find their average height, correct to **1 decimal place**.',
      unit: 'cm',
      marks: 2,
      answer: numeric(12.5, 0.05, 'cm', UNITS.cm),
      explanation:
        'The total height is 49.9 cm. Shared between 4 plants that is 12.475 cm, which rounds to 12.5 cm.',
      method_answer: steps(
        'Add the heights: 12.4 + 13.1 + 11.8 + 12.6 = 49.9 cm.',
        'Divide by 4: 49.9 ÷ 4 = 12.475 cm.',
        'Round to 1 decimal place: **12.5 cm**.',
      ),
    },

    // ---------- Short text ----------
    {
      question_type_id: 4,
      topic: 'Fractions',
      difficulty_level_id: 1,
      text: 'Write **12/18** in its simplest form. (Type your answer like `1/2`.)',
      marks: 1,
      answer: text(['2/3'], true),
      explanation: 'The biggest number that divides both 12 and 18 is 6, and 12/18 ÷ 6 gives 2/3.',
      method_answer: steps(
        'Find the highest common factor of 12 and 18: 6.',
        'Divide the numerator and denominator by 6: 12 ÷ 6 = 2 and 18 ÷ 6 = 3.',
        'Simplest form: **2/3**.',
      ),
    },
    {
      question_type_id: 4,
      topic: 'Fractions',
      difficulty_level_id: 2,
      text: 'Write the mixed number **2 3/4** as an improper fraction. (Type your answer like `7/2`.)',
      marks: 1,
      answer: text(['11/4'], true),
      explanation:
        '2 wholes are 8 quarters, and 8 quarters + 3 quarters = 11 quarters, which is 11/4.',
      method_answer: steps(
        'Change the whole number into quarters: 2 × 4 = 8 quarters.',
        'Add the extra quarters: 8 + 3 = 11.',
        'So 2 3/4 = **11/4**.',
      ),
    },
    {
      question_type_id: 4,
      topic: 'Decimals',
      difficulty_level_id: 2,
      text: 'Write **0.35** as a fraction in its simplest form. (Type your answer like `1/2`.)',
      marks: 1,
      answer: text(['7/20'], true),
      explanation:
        '0.35 means 35 hundredths, 35/100, and dividing the top and bottom by 5 gives 7/20.',
      method_answer: steps(
        '0.35 = 35/100.',
        'The highest common factor of 35 and 100 is 5.',
        '35 ÷ 5 = 7 and 100 ÷ 5 = 20, so 0.35 = **7/20**.',
      ),
    },
    {
      question_type_id: 4,
      topic: 'Angles',
      difficulty_level_id: 1,
      text: 'What is the name of a triangle whose **three sides are all equal**?',
      marks: 1,
      answer: text(['equilateral', 'equilateral triangle', 'an equilateral triangle']),
      explanation:
        'A triangle with all three sides equal is called equilateral; its three angles are also equal, 60° each.',
      method_answer: steps(
        'Recall the triangle names: equilateral (3 equal sides), isosceles (2 equal sides), scalene (no equal sides).',
        'All three sides equal → **equilateral**.',
      ),
    },
    {
      question_type_id: 4,
      topic: 'Ratio',
      difficulty_level_id: 1,
      text: 'Write the ratio **12 : 8** in its simplest form. (Type your answer like `1:2`.)',
      marks: 1,
      answer: text(['3:2'], true),
      explanation: 'Both 12 and 8 can be divided by 4, giving 3 : 2.',
      method_answer: steps(
        'Find the highest common factor of 12 and 8: 4.',
        'Divide both parts by 4: 12 ÷ 4 = 3 and 8 ÷ 4 = 2.',
        'Simplest form: **3 : 2**.',
      ),
    },
    {
      question_type_id: 4,
      topic: 'Time',
      difficulty_level_id: 1,
      text: 'Write **7.25 p.m.** in 24-hour clock time. (Type your answer like `08:30`.)',
      marks: 1,
      answer: text(['19:25', '1925', '19.25', '19 25'], true),
      explanation: 'For times after noon, add 12 to the hour: 7 + 12 = 19, so 7.25 p.m. is 19:25.',
      method_answer: steps(
        'The time is in the afternoon/evening (p.m.), so add 12 to the hours: 7 + 12 = 19.',
        'Keep the minutes the same: 25.',
        'Answer: **19:25**.',
      ),
    },

    // ---------- Open answer ----------
    {
      question_type_id: 5,
      topic: 'Decimals',
      difficulty_level_id: 1,
      text: 'Jun says that **0.5** is smaller than **0.50** because 50 is bigger than 5. Is he right? Explain.',
      marks: 2,
      answer: rubric(
        {
          description: 'Says Jun is wrong: 0.5 and 0.50 are equal (the same value).',
          marks: 1,
          keywords: ['equal', 'same', 'not right', 'wrong', 'no'],
        },
        {
          description:
            'Explains using place value: both mean 5 tenths (or one half / 50 hundredths); the zero at the end adds no hundredths.',
          marks: 1,
          keywords: [
            'tenths',
            '5 tenths',
            'five tenths',
            '50 hundredths',
            'half',
            'place value',
            'zero',
          ],
        },
      ),
      explanation:
        'Jun is not right. 0.5 is 5 tenths and 0.50 is 5 tenths and 0 hundredths, which is exactly the same amount.',
      method_answer: steps(
        'Write both in a place value table: 0.5 → 0 ones, 5 tenths; 0.50 → 0 ones, 5 tenths, 0 hundredths.',
        'The extra 0 hundredths adds nothing.',
        'So **0.5 = 0.50**; both are one half.',
      ),
    },
    {
      question_type_id: 5,
      topic: 'Fractions',
      difficulty_level_id: 3,
      text: 'Sam writes: **1/3 + 1/4 = 2/7**. Explain Sam’s mistake and work out the correct answer.',
      marks: 3,
      answer: rubric(
        {
          description:
            'Explains that Sam added the denominators (and numerators), which is not allowed.',
          marks: 1,
          keywords: [
            'added the denominators',
            'add the denominators',
            'bottom numbers',
            'denominators',
          ],
        },
        {
          description: 'Changes both fractions to a common denominator of 12 (4/12 and 3/12).',
          marks: 1,
          keywords: ['common denominator', '12', 'twelfths', '4/12', '3/12'],
        },
        {
          description: 'Gives the correct answer 7/12.',
          marks: 1,
          keywords: ['7/12', 'seven twelfths'],
        },
      ),
      explanation:
        'You can only add fractions when the parts are the same size. Sam added the denominators; using twelfths gives 4/12 + 3/12 = 7/12.',
      method_answer: steps(
        'Sam added the tops and the bottoms: 1 + 1 = 2 and 3 + 4 = 7. Denominators are not added.',
        'Find a common denominator for 3 and 4: 12.',
        '1/3 = 4/12 and 1/4 = 3/12.',
        '4/12 + 3/12 = **7/12**.',
      ),
    },
    {
      question_type_id: 5,
      topic: 'Area and perimeter',
      difficulty_level_id: 2,
      text: 'A rectangle has an area of **36 cm²**. Its sides are whole numbers of centimetres. Give **two different** possible pairs of length and width, and explain how you know they work.',
      marks: 2,
      answer: rubric(
        {
          description:
            'Gives two different correct pairs, e.g. 9 cm by 4 cm, 12 cm by 3 cm, 6 cm by 6 cm, 18 cm by 2 cm, 36 cm by 1 cm.',
          marks: 1,
          keywords: ['9', '12', '6', '18', '36 by 1', '36 and 1'],
        },
        {
          description: 'Explains that length × width must equal 36 (the area).',
          marks: 1,
          keywords: ['multiply', 'times', '×', 'length x width', 'equals 36', 'makes 36', '= 36'],
        },
      ),
      explanation:
        'The area of a rectangle is length × width, so any two whole numbers that multiply to 36 will work.',
      method_answer: steps(
        'Area = length × width, so we need factor pairs of 36.',
        'Factor pairs: 1 × 36, 2 × 18, 3 × 12, 4 × 9, 6 × 6.',
        'Any two of these, e.g. **9 cm by 4 cm** and **12 cm by 3 cm**, because 9 × 4 = 36 and 12 × 3 = 36.',
      ),
    },
    {
      question_type_id: 5,
      topic: 'Percentage',
      difficulty_level_id: 3,
      text: 'The same school bag is sold in two shops.\n\n| Shop | Price |\n| --- | --- |\n| Shop A | $40, now **25% off** |\n| Shop B | $32 |\n\nWhich shop sells the bag more cheaply, and by how much? Show your working.',
      marks: 3,
      answer: rubric(
        {
          description: 'Works out the discount at Shop A: 25% of $40 = $10.',
          marks: 1,
          keywords: ['$10', '10'],
        },
        {
          description: 'Finds the sale price at Shop A: $40 − $10 = $30.',
          marks: 1,
          keywords: ['$30', '30'],
        },
        {
          description: 'Concludes Shop A is cheaper by $2.',
          marks: 1,
          keywords: ['shop a', '$2', '2 dollars', 'two dollars'],
        },
      ),
      explanation:
        '25% of $40 is $10, so Shop A’s price is $30. That is $2 less than Shop B’s $32, so Shop A is cheaper.',
      method_answer: steps(
        '25% = 1/4, and 1/4 of $40 = $10.',
        'Shop A price: $40 − $10 = $30.',
        'Compare: $32 − $30 = $2.',
        '**Shop A** is cheaper by **$2**.',
      ),
    },
    {
      question_type_id: 5,
      topic: 'Average',
      difficulty_level_id: 2,
      text: 'Explain how to find the **average (mean)** of a set of numbers. Use your method to show that the average of **4, 4, 4 and 8** is **5**.',
      marks: 2,
      answer: rubric(
        {
          description:
            'Describes the method: add all the numbers, then divide by how many numbers there are.',
          marks: 1,
          keywords: ['add', 'total', 'sum', 'divide', 'how many'],
        },
        {
          description: 'Shows the working: 4 + 4 + 4 + 8 = 20, and 20 ÷ 4 = 5.',
          marks: 1,
          keywords: ['20', '20 ÷ 4', '20 / 4', 'divided by 4'],
        },
      ),
      explanation:
        'The mean shares the total out equally. Here the total is 20 and there are 4 numbers, so each share is 5.',
      method_answer: steps(
        'Add all the numbers: 4 + 4 + 4 + 8 = 20.',
        'Count how many numbers there are: 4.',
        'Divide the total by the count: 20 ÷ 4 = **5**.',
      ),
    },

    // ---------- Group ----------
    {
      question_type_id: 6,
      topic: 'Money',
      difficulty_level_id: 2,
      text: 'At the school fair, **cupcakes cost $1.20 each** and **juice costs $0.85 a cup**.',
      marks: 4,
      answer: GROUP,
      explanation:
        'Work out each cost by multiplying the price by the number bought, then add or compare.',
      method_answer: steps(
        'Multiply the price of one item by how many are bought.',
        'Add the totals, or divide the money you have by the price to see how many you can buy.',
      ),
      sub_questions: [
        {
          question_type_id: 3,
          text: 'How much do **4 cupcakes and 2 cups of juice** cost altogether?',
          unit: '$',
          marks: 1,
          answer: numeric(6.5, 0, '$', UNITS.dollars),
          explanation: '4 cupcakes cost $4.80 and 2 juices cost $1.70, which makes $6.50.',
          method_answer: steps(
            '4 × $1.20 = $4.80.',
            '2 × $0.85 = $1.70.',
            '$4.80 + $1.70 = **$6.50**.',
          ),
        },
        {
          question_type_id: 1,
          text: 'Lily has **$5**. What is the **greatest number of cupcakes** she can buy?',
          options: options('3', '4', '5', '6'),
          marks: 1,
          answer: choice(2),
          explanation:
            '4 cupcakes cost $4.80, which she can afford, but 5 would cost $6.00, which is more than $5.',
          method_answer: steps(
            '4 × $1.20 = $4.80 (less than $5 ✔).',
            '5 × $1.20 = $6.00 (more than $5 ✘).',
            'So she can buy **4** cupcakes.',
          ),
        },
        {
          question_type_id: 5,
          text: 'Omar has **$10**. Is this enough to buy **5 cupcakes and 5 cups of juice**? Explain.',
          marks: 2,
          answer: rubric(
            {
              description: 'Finds the total cost: 5 × $1.20 + 5 × $0.85 = $6.00 + $4.25 = $10.25.',
              marks: 1,
              keywords: ['10.25', '$10.25', '6.00', '4.25', '2.05'],
            },
            {
              description: 'Concludes it is not enough: he is short by $0.25 (25 cents).',
              marks: 1,
              keywords: ['not enough', 'no', '0.25', '25 cents', 'short'],
            },
          ),
          explanation:
            'The total is $10.25, which is 25 cents more than $10, so Omar does not have enough.',
          method_answer: steps(
            '5 cupcakes: 5 × $1.20 = $6.00.',
            '5 juices: 5 × $0.85 = $4.25.',
            'Total: $6.00 + $4.25 = $10.25.',
            '$10.25 > $10, so it is **not enough**; he needs $0.25 more.',
          ),
        },
      ],
    },
    {
      question_type_id: 6,
      topic: 'Area and perimeter',
      difficulty_level_id: 3,
      text: 'A rectangular card is **10 cm** long and **8 cm** wide. A **square of side 3 cm** is cut out of one corner, leaving an L-shape.',
      marks: 4,
      answer: GROUP,
      explanation:
        'Area is the space covered, so the cut-out square is taken away. Perimeter is the distance round the edge, which needs checking carefully.',
      method_answer: steps(
        'Sketch the L-shape and label every side.',
        'For area, subtract the square from the rectangle.',
        'For perimeter, add all six sides.',
      ),
      sub_questions: [
        {
          question_type_id: 3,
          text: 'What is the **area** of the L-shape?',
          unit: 'cm²',
          marks: 2,
          answer: numeric(71, 0, 'cm²', UNITS.cm2),
          explanation: 'The rectangle is 80 cm² and the square cut out is 9 cm², leaving 71 cm².',
          method_answer: steps(
            'Area of the rectangle: 10 × 8 = 80 cm².',
            'Area of the square: 3 × 3 = 9 cm².',
            'Area of the L-shape: 80 − 9 = **71 cm²**.',
          ),
        },
        {
          question_type_id: 3,
          text: 'What is the **perimeter** of the L-shape?',
          unit: 'cm',
          marks: 2,
          answer: numeric(36, 0, 'cm', UNITS.cm),
          explanation:
            'Cutting out the corner removes 3 cm + 3 cm of the outside edge but adds two new 3 cm edges, so the perimeter stays 36 cm.',
          method_answer: steps(
            'The six sides of the L-shape are 10, 8, 7, 3, 3 and 5 cm (10 − 3 = 7 and 8 − 3 = 5).',
            'Add them: 10 + 8 + 7 + 3 + 3 + 5 = **36 cm**.',
            'Check: this is the same as the perimeter of the whole rectangle, 2 × (10 + 8) = 36 cm.',
          ),
        },
      ],
    },
    {
      question_type_id: 6,
      topic: 'Average',
      difficulty_level_id: 1,
      text: 'The table shows how many library books a class borrowed each day.\n\n| Day | Books |\n| --- | --- |\n| Monday | 12 |\n| Tuesday | 15 |\n| Wednesday | 9 |\n| Thursday | 18 |\n| Friday | 16 |',
      marks: 3,
      answer: GROUP,
      explanation: 'Read the values from the table carefully, then add, divide or compare them.',
      method_answer: steps(
        'Read each day’s number from the table.',
        'Use them to answer each part.',
      ),
      sub_questions: [
        {
          question_type_id: 3,
          text: 'How many books were borrowed **altogether** from Monday to Friday?',
          unit: 'books',
          marks: 1,
          answer: numeric(70, 0, 'books', ['book']),
          explanation: 'Adding the five days gives 12 + 15 + 9 + 18 + 16 = 70 books.',
          method_answer: steps(
            '12 + 15 = 27.',
            '27 + 9 = 36.',
            '36 + 18 = 54.',
            '54 + 16 = **70**.',
          ),
        },
        {
          question_type_id: 3,
          text: 'What is the **average** number of books borrowed per day?',
          unit: 'books',
          marks: 1,
          answer: numeric(14, 0, 'books', ['book']),
          explanation: 'The total of 70 books shared over 5 days is 14 books a day.',
          method_answer: steps('Total = 70 books.', 'Number of days = 5.', '70 ÷ 5 = **14**.'),
        },
        {
          question_type_id: 1,
          text: 'On which day were the **most** books borrowed?',
          options: options('Monday', 'Tuesday', 'Thursday', 'Friday'),
          marks: 1,
          answer: choice(3),
          explanation: 'Thursday has the largest number in the table, 18.',
          method_answer: steps(
            'Compare the numbers: 12, 15, 9, 18, 16.',
            'The largest is 18, on **Thursday**.',
          ),
        },
      ],
    },
  ],
};
