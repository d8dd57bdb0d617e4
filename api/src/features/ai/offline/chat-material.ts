import type { TAiGuide } from '@manifest/contracts/ai';
import type { TTopic } from '../topics';

// The offline guide's own writing: a few practices per topic, in the guides'
// voices. Replies combine one opening, one practice, a line tied to the
// person's own goal when they have one, an affirmation from the CMS, and a
// closing question, so two replies rarely read the same.

export const OPENINGS: Record<TAiGuide, ReadonlyArray<string>> = {
  aurora: [
    'What a beautiful thing to bring here, {name}.',
    "I love that you're asking this, {name}.",
    "Let's work with this together, {name}.",
    'Thank you for opening up about this, {name}.',
    'This is exactly the kind of question that moves things forward, {name}.',
  ],
  realityshift: [
    "Let's tune into this, {name}.",
    'Good question to bring into the field, {name}.',
    "You're already shifting by asking this, {name}.",
    "Breathe in, {name}: let's explore it.",
    "Let's step into the version of you who has this, {name}.",
  ],
};

export const CLOSINGS: Record<TAiGuide, ReadonlyArray<string>> = {
  aurora: [
    'What is one small step you could take toward this today?',
    'How would it feel to try this tonight and tell me what you noticed?',
    'Which part of this feels most natural for you to begin with?',
    'What would the version of you who already has this do next?',
  ],
  realityshift: [
    'What detail of your desired reality feels most vivid right now?',
    'When could you give this practice ten quiet minutes today?',
    'Which sense is strongest for you: sight, sound or feeling?',
    'What would your desired-reality self tell you about this?',
  ],
};

/** Ties the reply to one of the person's goals; {goal} is its title. */
export const GOAL_LINES: ReadonlyArray<string> = [
  'Since you are working toward "{goal}", try pointing this practice straight at it.',
  'Bring "{goal}" into it: picture the moment it is already real.',
  'Your goal "{goal}" is a perfect focus for this.',
  'Let "{goal}" be the thread you come back to while you practise.',
];

/** Introduces an affirmation read from the CMS; {affirmation} is its text. */
export const AFFIRMATION_LINES: ReadonlyArray<string> = [
  'Here is an affirmation to carry with you: "{affirmation}"',
  'Say this three times, slowly: "{affirmation}"',
  'An affirmation for today: "{affirmation}"',
];

export const PRACTICES: Record<TTopic, ReadonlyArray<string>> = {
  money: [
    'Money responds to how we feel about it. For the next week, each time you pay for something, silently say "thank you, there is more where that came from" and notice the shift from scarcity to flow.',
    'Write down three ways value already flows to you: income, gifts, help, opportunities. Abundance grows where attention goes, so end each day by adding one more line.',
    'Picture your finances a year from now in detail: the balance you check with calm, the choice you can finally make. Hold the feeling for a minute, then choose one practical action that version of you would take this week.',
  ],
  love: [
    'Love starts with how you treat yourself. Tonight, write a short letter to yourself as if from someone who adores you, and read it aloud.',
    'Describe the relationship you want by how it feels rather than who it is with: safe, playful, honest. Then ask where you could give yourself a little of that feeling today.',
    'Release old stories by naming them: "I used to believe love was hard." Cross the line out and write the new belief beneath it.',
  ],
  health: [
    'Start tomorrow with a minute of body gratitude: thank your heart, your lungs and your legs for the work they do. Appreciation is a gentle way to build lasting habits.',
    'Visualize yourself full of energy doing something you love, then choose one small supportive habit (a glass of water, a short walk) to anchor that image in your day.',
    'Pair a simple habit with an affirmation, such as "With every breath I grow stronger" while you stretch. For any health concern, your doctor is the right partner; this practice supports how you feel along the way.',
  ],
  career: [
    "Write a short scene of your ideal workday: where you are, who you help, how you feel at five o'clock. Read it each morning before you open email.",
    'Success builds on evidence. List three wins from the past month, however small, and remind yourself of them before any big conversation.',
    'Choose one bold, concrete action this week (an application, a pitch, a message to someone you admire) and take it while holding the feeling that it already worked out.',
  ],
  confidence: [
    'Stand tall for two minutes, breathe slowly and say "I trust myself to handle what comes." Your body tells your mind how to feel.',
    'When self-doubt speaks, answer it like a kind friend would: "Thank you for trying to protect me; I have got this." Then take one small brave action.',
    'Keep a "proof journal": every evening, note one moment you showed up for yourself. Confidence is built from remembered evidence.',
  ],
  gratitude: [
    'Before sleep, write three things you are grateful for and one reason each mattered. The reasons turn a list into a feeling.',
    'Try gratitude in advance: write a thank-you note for something you are still manifesting, as if it has already arrived.',
    'Pick one ordinary object near you and spend a minute appreciating everything and everyone that made it possible. It trains your mind to notice abundance.',
  ],
  method369: [
    'The 369 method: write your intention 3 times in the morning, 6 times in the afternoon and 9 times at night, in the present tense, such as "I am grateful that I now...". Do it for 21 or 33 days and keep the feeling, not just the words.',
    'Keep your 369 statement short and felt: one sentence, present tense, with an emotion in it. Morning sets the intention, afternoon renews it, night lets it settle as you fall asleep.',
    'If you miss a 369 session, simply continue: consistency matters more than perfection. Many people find it helps to pair each round with a slow breath before writing.',
  ],
  visionBoard: [
    'Choose images that make you feel something, not just things you want: the feeling is the signal. Group them by area (home, love, work, health) and place the board where you see it first thing.',
    'Spend one minute a day with your vision board: pick one image, step inside it, and notice what you hear, see and feel there.',
    'Add a few words of action beside each image: the next small step toward it. Your board then becomes both an inspiration and a plan.',
  ],
  affirmations: [
    'The best affirmations are personal, present tense and believable. If "I am rich" feels false, try "I am learning to welcome more abundance every day."',
    'Say each affirmation at least three times, slowly, and pause after each to feel it. Saying it in front of a mirror makes it stronger.',
    'Turn a worry into an affirmation: if you fear failing, affirm "I grow wiser and stronger with every attempt."',
  ],
  shifting: [
    'Begin with the raven method: lie on your back, arms and legs uncrossed, and count slowly to 100 while affirming "I am in my desired reality." Let the images of your DR come forward as you count.',
    'Before shifting, relax fully: loosen every muscle from your toes up, breathe in for four and out for six, and let your mind drift toward the place you scripted.',
    'Treat shifting as deep, vivid visualization: choose one sensory anchor from your desired reality, like a scent or a sound, and return to it whenever your attention wanders.',
  ],
  scripting: [
    'Write your script in the present tense as if you are already there: where you wake up, who is with you, how you feel. Add a safe word that brings you back whenever you want.',
    'Keep your script focused: a few clear details about identity, place and relationships matter more than pages of lists. Read it before any practice.',
    'Include what you want to feel, not only what you want to have: calm, loved, capable. Feelings are the bridge from the page into the practice.',
  ],
  angelNumbers: [
    'Repeating numbers like 1111 are often read as a nudge to notice your thoughts: many people treat 11:11 as a moment to pause and restate their intention. Whatever meaning you give it, use it as a cue to check in with what you are creating.',
    'In manifestation circles, 111 and 1111 are read as new beginnings, 222 as balance and trust, 333 as encouragement, 444 as protection and 555 as change. Treat them as reminders, not rules: when you see one, take a breath and name one thing you are grateful for.',
    'A simple practice for angel numbers: each time you notice one, say your main affirmation once and take one small action toward your goal that day. The number becomes a trigger for a habit that really moves you forward.',
  ],
  beliefs: [
    'Write the limiting belief down exactly as you hear it, then ask: is it absolutely true? Where did I learn it? Then write a kinder, believable replacement and read it each morning for two weeks.',
    'Look for evidence against the old belief: three moments from your life that prove it wrong. Beliefs loosen when they meet facts, and your own history is full of them.',
    'Use a bridge statement when the new belief feels too big: instead of "I am wealthy", try "I am becoming someone who handles money with confidence." Your mind accepts what it can believe.',
  ],
  morning: [
    'A 10-minute morning routine: one minute of slow breathing, three minutes writing your intention and three gratitudes, three minutes visualizing the day going well, and one small action before you open your messages.',
    'Before you pick up your phone, place a hand on your heart and say your main affirmation three times. Then choose the one task that would make today a win and do it first.',
    'Try the 369 method in the morning: write your intention three times, then spend a minute feeling it as already real. Pair it with a glass of water and some light: small rituals anchor big intentions.',
  ],
  meditation: [
    'Try box breathing: in for four, hold for four, out for four, hold for four. Four rounds are enough to calm the mind before visualizing.',
    'Sit comfortably, close your eyes, and imagine a warm light moving slowly from your head to your toes, relaxing everything it touches. Then hold your intention for one minute.',
    'A simple practice: breathe naturally and count each exhale up to ten, then start again. When your mind wanders, smile and begin at one.',
  ],
  stress: [
    'Breathe in for four counts and out for six, five times. A longer exhale tells your nervous system that you are safe.',
    'Name what you feel, then name what you can control right now. Put your energy into the second list and let the first rest for a while.',
    'Ground yourself with 5-4-3-2-1: five things you see, four you can touch, three you hear, two you smell, one you taste. If stress feels constant or overwhelming, talking with a professional can really help.',
  ],
  sleep: [
    "An hour before bed, dim the lights and write tomorrow's intention in one sentence, then let it go. Your mind rests more easily when the day is closed.",
    'As you fall asleep, replay your favourite moment of the day and imagine one moment of your desired future. The last thoughts of the day often colour the dreams that follow.',
    'Try a slow body scan in bed: relax your feet, legs, belly, hands, shoulders and face, one at a time. If poor sleep persists, a doctor can help find the cause.',
  ],
  general: [
    'Start with clarity: write one thing you would love to experience this month, why it matters to you, and how you will feel when it happens.',
    'Manifestation works best as intention plus action: hold the vision, feel it as real, then take the next small step it suggests.',
    'Check your beliefs around your desire: write one limiting belief, then a kinder, truer version of it, and read the new one each morning.',
  ],
};
