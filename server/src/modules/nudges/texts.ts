import { QuizCoaching, TutorPrompt } from '@kyu/core/contract';

/**
 * The encouraging texts of each nudge, several per kind so a student does not read the same
 * line every time; `{name}` is the student's first name. Survey triggers (7, 10–13) ask survey
 * questions instead and have no texts here.
 */
export const TUTOR_PROMPT_TEXTS: Readonly<Record<number, readonly string[]>> = {
  [TutorPrompt.FIRST_LOGIN_DEFAULT]: [
    "Hi {name}, I'm Kyu, your learning coach! Ask me anything you're curious about, or start a practice and I'll be right here with you.",
    "Welcome, {name}! I'm Kyu. I won't just hand you answers. I'll help you figure things out yourself, one step at a time. What would you like to learn today?",
    "Hello {name}, it's great to meet you! I'm Kyu, and I'm here to help you practise and grow. Where shall we begin?",
  ],
  [TutorPrompt.FIRST_LOGIN_IDLE_30S]: [
    'Not sure where to start, {name}? Try a short practice. Even five questions is a great first step!',
    "Take your time, {name}. If you'd like, tell me a topic you find tricky and we can explore it together.",
    '{name}, a good way to begin is to pick a subject you enjoy. Small steps add up quickly!',
  ],
  [TutorPrompt.SUBSEQUENT_LOGIN_DEFAULT]: [
    'Welcome back, {name}! Ready to pick up where you left off?',
    'Great to see you again, {name}! What shall we work on today?',
    'Hi {name}, welcome back! Every time you practise, your brain gets a little stronger.',
  ],
  [TutorPrompt.AFTER_FIRST_PRACTICE_IDLE_10S]: [
    'Well done on finishing your first practice today, {name}! Want to look back at a question that made you think?',
    "That's your first practice of the day done, {name}. Nice work! Ask me about anything that felt tricky.",
    '{name}, finishing a practice takes focus. Be proud of that! Is there a question you would like to go over?',
  ],
  [TutorPrompt.AFTER_FIRST_PRACTICE_IDLE_2MIN]: [
    "Still here, {name}? When you're ready, another short practice will help today's learning stick.",
    '{name}, a quick break is fine! When you come back, we can try a few more questions together.',
    'Whenever you feel ready, {name}, I can help you review what you just practised.',
  ],
  [TutorPrompt.SUBSEQUENT_LOGIN_IDLE_2MIN]: [
    'Hi {name}, still thinking about what to do? A short practice is a great way to warm up.',
    "{name}, if something from class is on your mind, ask me and we'll work through it together.",
    'No rush, {name}. Whenever you are ready, pick a topic and we will take it one step at a time.',
  ],
  [TutorPrompt.WELLNESS_TIPS]: [
    'Great score, {name}! Remember to take a short break, stretch and drink some water. A rested mind learns best.',
    'Brilliant effort, {name}! Try looking away from the screen for a minute and taking a few deep breaths before your next task.',
    "You did really well, {name}! A good night's sleep helps your brain keep what you practised today.",
  ],
  [TutorPrompt.MOTIVATIONAL_TIPS]: [
    "Every mistake is a clue about what to learn next, {name}. You're building your skills with every question!",
    "{name}, learning takes practice, and you're doing exactly that. Let's look at one question together and grow from it.",
    "Don't give up, {name}! The questions that feel hard today are the ones that make you stronger tomorrow.",
  ],
};

export const QUIZ_COACHING_TEXTS: Readonly<Record<number, readonly string[]>> = {
  [QuizCoaching.EXCELLENCE_AFTER_3_QUESTION]: [
    "Three great answers in, {name}! You're off to an excellent start.",
    "{name}, you're really on top of this. Three questions done and done well!",
    'What a start, {name}! Keep that careful thinking going.',
  ],
  [QuizCoaching.EXCELLENCE_CONTINUED_AFTER_6_QUESTION]: [
    'Six questions and still going strong, {name}! You clearly know this topic.',
    "{name}, you're keeping up excellent work. Six questions in!",
    "Wow, {name}, you're on a roll! Keep trusting your thinking.",
  ],
  [QuizCoaching.EXCELLENCE_BROKEN_AFTER_2_MISTAKES]: [
    "A couple of slips, {name}, but you've shown you know this. Slow down and read each question carefully.",
    "{name}, everyone has a bumpy patch. Take a breath; you've done great so far.",
    "Two tricky ones, {name}. That's OK! Look at what the question is really asking and try again.",
  ],
  [QuizCoaching.FAST_INCORRECT_BEHAVIOR_UNCHANGED]: [
    '{name}, try taking a little more time on each question. Reading it twice can make a big difference.',
    "Speed isn't everything, {name}. Pause, think it through, then answer.",
    '{name}, slowing down a bit might help. What is the question asking you to find?',
  ],
  [QuizCoaching.FAST_INCORRECT_BEHAVIOR_CHANGED]: [
    'Nice, {name}! Taking your time is paying off. Keep it up.',
    "{name}, I can see you're thinking more carefully now. That's a great habit!",
    'Great change, {name}! Careful reading makes a real difference.',
  ],
  [QuizCoaching.STREAK_2_IN_A_ROW]: [
    'Two in a row, {name}! Nice work.',
    "{name}, that's two correct answers in a row. Keep going!",
    'Double win, {name}! You are warming up nicely.',
  ],
  [QuizCoaching.STREAK_3_IN_A_ROW]: [
    "Three in a row, {name}! You're building momentum.",
    '{name}, three correct answers straight. Brilliant!',
    "That's a hat-trick, {name}! Keep that focus.",
  ],
  [QuizCoaching.STREAK_4_IN_A_ROW]: [
    "Four in a row, {name}! You're really getting this.",
    '{name}, four correct answers in a row. Amazing focus!',
    'Four straight, {name}! Your hard work is showing.',
  ],
  [QuizCoaching.STREAK_5_IN_A_ROW]: [
    "Five in a row, {name}! That's a fantastic streak!",
    "{name}, five correct answers in a row. You're a star!",
    'Incredible, {name}! Five straight. You should be proud.',
  ],
  [QuizCoaching.MIDWAY_NO_MESSAGE_SENT]: [
    "You're halfway there, {name}! If a question is puzzling you, just ask me.",
    "{name}, halfway through already! I'm here if you want a hint on how to think about a question.",
    'Half done, {name}! Keep going, and remember you can ask me anything.',
  ],
  [QuizCoaching.IDLE_90_SECONDS]: [
    'Take your time, {name}. Would it help to break the question into smaller steps?',
    '{name}, stuck on this one? Try writing down what you already know.',
    'Thinking hard, {name}? Ask me for a nudge in the right direction if you need one.',
  ],
  [QuizCoaching.IDLE_120_SECONDS]: [
    "{name}, this one seems tricky. It's OK to ask me how to get started.",
    'Still working on it, {name}? Sometimes it helps to reread the question slowly.',
    "{name}, don't worry if this one is hard. Let's think about it together. What do you notice first?",
  ],
  [QuizCoaching.TARGETED_GOAL_ONE_THIRD]: [
    "You're a third of the way to your goal, {name}. Great progress!",
    '{name}, one third done! Keep up the steady work.',
    'Nice going, {name}! A third of the way there already.',
  ],
  [QuizCoaching.TARGETED_GOAL_MID]: [
    "Halfway to your goal, {name}! You're doing great.",
    '{name}, you have reached the middle. Keep that energy up!',
    'Half your goal done, {name}! The finish line is getting closer.',
  ],
  [QuizCoaching.TARGETED_GOAL_TWO_THIRD]: [
    'Two thirds done, {name}! Almost there.',
    "{name}, you're two thirds of the way to your goal. Finish strong!",
    'Just a little further, {name}! Two thirds complete.',
  ],
  [QuizCoaching.NEW_USER_1_QUESTION_COMPLETED]: [
    "You've answered your first question, {name}! Welcome aboard.",
    '{name}, first question done! That is how every learning journey starts.',
    'Great start, {name}! One question down.',
  ],
  [QuizCoaching.NEW_USER_3_QUESTION_COMPLETED]: [
    "Three questions done, {name}! You're getting the hang of this.",
    "{name}, that's three questions already. Nice work!",
    'Keep it up, {name}! Three questions completed.',
  ],
  [QuizCoaching.NEW_USER_5_QUESTION_COMPLETED]: [
    'Five questions completed, {name}! You are a natural.',
    "{name}, five questions done! You're building a great habit.",
    "High five, {name}! That's five questions finished.",
  ],
};
