import type { SeedMeditation } from './types';

// Scripts are read aloud by the browser's speech synthesis: '...' and blank lines mark pauses.
export const MEDITATIONS: SeedMeditation[] = [
  {
    slug: 'abundance-flow',
    aliases: [],
    title: 'Abundance Flow',
    description:
      'A gentle practice for noticing what is already enough and opening to more with calm, steady trust.',
    category: 'Abundance',
    durationSeconds: 600,
    rating: 4.9,
    script: `Welcome to Abundance Flow... Find a comfortable position, sitting or lying down... and let your eyes close, or soften your gaze toward the floor.

Take a slow breath in through your nose... and let it go through your mouth... Again, breathe in... and breathe out... Let your shoulders drop away from your ears.

Bring your attention to this moment... to the simple fact that you are breathing... that air arrives without you asking for it... That is the first kind of abundance... always here, always enough.

Now think of three things in your life that you are quietly grateful for... They can be small... a warm drink this morning... a friend's message... a roof over your head... Let each one arrive... and rest with it for a breath.

...

Notice how your body feels when you remember what you already have... Perhaps a little warmth in the chest... a softening in the belly... This is the feeling of enough... Let it spread.

Now imagine a river in front of you... clear water, moving easily... This river is the flow of resources in your life... money, time, energy, support... Notice where it runs freely... and where it seems to catch on stones.

Those stones might be old worries... a belief that there is never enough... a habit of holding tight... You do not need to fight them... Simply see them... and let the water move around them.

...

Breathe in, and silently say... I am open to receiving...
Breathe out, and say... I share freely from what I have...
Breathe in... I am open to receiving...
Breathe out... I share freely from what I have...

Picture one clear, practical step you could take this week to welcome more abundance... perhaps a conversation you have been putting off... a bill you will look at calmly... an idea you will finally write down... See yourself taking that step with ease.

...

Feel the river flowing through that step... steady, patient, unhurried... Abundance grows through attention and action, one small choice at a time.

Take one more deep breath... and as you let it go, carry this feeling of flow with you... When you are ready, wiggle your fingers and toes... and gently open your eyes... Welcome back.`,
  },
  {
    slug: 'confidence-boost',
    aliases: [],
    title: 'Morning Confidence Boost',
    description:
      'Your 15-minute morning confidence session: settle your nerves, remember your strengths and step into the day with self-trust.',
    category: 'Confidence',
    durationSeconds: 900,
    rating: 4.8,
    script: `Good morning, and welcome to your Morning Confidence Boost... Sit tall, with your feet flat on the floor... Let your hands rest on your thighs... and close your eyes.

Breathe in slowly for four counts... one... two... three... four... Hold gently for a moment... and breathe out for six... one... two... three... four... five... six... Let's do that twice more...

...

Feel the ground beneath your feet... solid and steady... The floor does not need to try to hold you... it simply does... Let that steadiness travel up through your legs... into your hips... your spine... all the way up to the crown of your head.

Now bring to mind a moment when you felt capable... It does not need to be grand... maybe you solved a problem... helped someone... kept a promise to yourself... See it clearly... Where were you?... What did you do?... How did it feel in your body?

...

Notice that the person in that memory is you... The same hands... the same mind... the same heart... That capability did not go anywhere... It is here, right now.

Think about the day ahead... Picture one moment that might feel challenging... a meeting... a conversation... a task you have been avoiding... Now see yourself walking into that moment with your shoulders relaxed... your breath slow... your voice clear.

You do not need to be perfect... You only need to show up as yourself... prepared, honest, and willing.

...

Repeat silently after me...
I trust myself to handle what today brings...
My voice matters...
I am proud of how far I have come...
I act with courage, even when I feel unsure...

Breathe these words in... let them settle into your chest like a warm light... With every breath, the light grows a little brighter... a little steadier.

...

Now choose one small, brave action you will take today... Something you can do before lunch... Hold it in your mind... and make a quiet promise to yourself that you will do it.

Take a final, full breath... lifting your chest... and release it with a smile... When you are ready, open your eyes... Stand up if you can... and carry this confidence into your morning... You are ready.`,
  },
  {
    slug: 'sleep-manifestation',
    aliases: [],
    title: 'Sleep Manifestation',
    description:
      'A slow wind-down for bedtime: release the day, plant one intention and drift into restful sleep.',
    category: 'Sleep',
    durationSeconds: 1200,
    rating: 4.9,
    script: `Welcome... This is your time to rest... Lie down in a position that feels comfortable... let the bed hold your full weight... and let your eyes close.

Take a long, slow breath in... and a longer breath out... There is nothing left to do today... Nothing to fix... nothing to plan... Only rest.

...

Bring your attention to your feet... let them grow heavy and warm... Now your calves... your knees... your thighs... all softening... sinking a little deeper into the mattress.

Let your hips relax... your belly rise and fall on its own... Feel your back spread out... your shoulders melt away from your neck... Your arms are heavy... your hands are loose... your fingers still.

Soften your jaw... let your tongue rest... smooth the space between your eyebrows... Your whole body is safe... and heavy... and calm.

...

Think back gently over your day... not to judge it... just to notice it... Find one moment you are thankful for... and let it glow softly for a breath... Then let the rest of the day drift away, like a boat slipping downstream.

...

Now picture a life you are growing toward... not the whole picture, just one scene... A morning in a home you love... a conversation with someone who matters... a quiet sense of pride in work well done... Let the scene be soft and easy... no effort... no pressure.

Feel how it feels to be there... peaceful... grateful... at ease... Let that feeling be the last thought you carry into sleep.

Silently, slowly, say...
I am safe...
I am enough...
Tomorrow I will take one gentle step toward my dreams...

...

Let the words fade... Let your breath grow slower and slower... Each breath out takes you a little deeper... deeper into rest... deeper into stillness...

There is nothing you need to hold on to now... Your body knows how to rest... your mind knows how to let go...

...

Drift... and rest... Sleep well.`,
  },
  {
    slug: 'laser-focus',
    aliases: ['med_laser_focus'],
    title: 'Laser Focus',
    description:
      'Clear mental clutter before deep work: name your one priority and train your attention to stay with it.',
    category: 'Success',
    durationSeconds: 480,
    rating: 4.7,
    script: `Welcome to Laser Focus... Sit upright, with your back supported and your feet on the floor... Close your eyes, or rest your gaze on one point in front of you.

Take three deliberate breaths... In through the nose... out through the mouth... In... and out... In... and out.

...

Notice how busy your mind is right now... thoughts about messages... lists... things you forgot... That is normal... You do not need to push them away... Just imagine setting each one on a shelf beside you... It will be there later... You can pick it up when it is time.

...

Now bring your attention to the breath at the tip of your nose... the cool air coming in... the warmer air going out... Stay with it for the next five breaths... If your mind wanders, that is fine... Gently bring it back... Every return is a repetition... like lifting a weight for your attention.

...

Good... Now ask yourself one question... What is the single most important thing I can do in the next hour?... Let the answer rise... Do not pick the easiest thing... pick the one that moves you forward.

See that task clearly... Picture yourself starting it... the first sentence written... the first number checked... the first call made... Notice the feeling of momentum as you begin.

...

Imagine your attention as a beam of light... Right now it is wide and scattered... With each breath, let it narrow... brighter... sharper... until it rests on that one task.

Say silently...
I give my full attention to what matters most...
Distractions can wait...
I finish what I start...

...

Before you open your eyes, decide how you will protect this focus... Perhaps you will silence your phone... close extra tabs... set a timer for fifty minutes... Choose one.

Take a final breath in... and as you breathe out, open your eyes... Begin your task now, while the beam is bright... You are focused... and ready.`,
  },
  {
    slug: 'stress-release',
    aliases: ['med_stress_release'],
    title: 'Stress Release',
    description:
      'Let tension drain from your body and mind with slow breathing and a calming body scan.',
    category: 'Healing',
    durationSeconds: 720,
    rating: 4.8,
    script: `Welcome to Stress Release... Wherever you are, take a moment to arrive... Let your body settle... and close your eyes if that feels comfortable.

Begin by simply noticing your breath... without changing it... Is it quick or slow?... Shallow or deep?... There is no right answer... just notice.

...

Now let's slow it down together... Breathe in through your nose for four... one... two... three... four... and breathe out through your mouth for six... one... two... three... four... five... six... A longer breath out tells your body it is safe to soften... Let's repeat that four more times...

...

Bring your attention to your forehead... If there is tightness, imagine it melting like warm wax... Let your eyes rest heavy in their sockets... unclench your jaw... let your teeth part slightly.

Move down to your neck and shoulders... this is where so much stress likes to hide... On your next breath in, lift your shoulders up toward your ears... hold... and let them drop... Feel the release.

Let your arms grow heavy... your hands open... Notice your chest rising and falling... your belly soft... your lower back supported.

...

Now picture the stress you have been carrying as a color... Maybe grey... maybe red... Notice where it sits in your body... With each breath out, imagine that color flowing down through your legs... out through the soles of your feet... and into the earth, where it can be absorbed and transformed.

Breathe in fresh, clear light... breathe out the color of stress... In... clear light... Out... letting go...

...

Remind yourself gently...
This moment is manageable...
I can take things one step at a time...
I am allowed to rest...

Stress is a signal, not a sentence... It is telling you something matters... You can listen to it... and still choose calm.

...

Take one more slow breath... Notice how your body feels now compared with when we began... Bring a little movement back into your fingers and toes... and when you are ready, open your eyes... Carry this softness with you.`,
  },
  {
    slug: 'self-love-embrace',
    aliases: [],
    title: 'Self-Love Embrace',
    description:
      'Meet yourself with kindness: a heart-centred practice to quiet the inner critic and grow self-compassion.',
    category: 'Self-Love',
    durationSeconds: 660,
    rating: 4.9,
    script: `Welcome to Self-Love Embrace... Find a comfortable seat... and gently close your eyes.

Place one hand over your heart... and the other on your belly... Feel the warmth of your own hands... Feel your chest rise and fall beneath them.

...

Breathe in slowly... and out slowly... With each breath, let yourself arrive a little more fully... Here... now... with you.

Notice how often, in a day, you speak to yourself... Some of those words may be kind... and some may be harsh... For these few minutes, we will practise a different voice... the voice you would use with a dear friend.

...

Bring to mind a recent moment when you were hard on yourself... Not the most painful one... just something small... Notice what you said to yourself... and notice how it felt in your body.

Now imagine that a friend you love came to you with that same moment... What would you say to them?... Perhaps... That was hard... You did your best... You are still worthy of love... Let those words form.

Now offer those same words to yourself... Silently... slowly... as if you truly mean them.

...

Feel the warmth of your hand over your heart... Imagine that warmth as a soft golden light... With every breath in, the light grows... filling your chest... your shoulders... your arms... your whole body... wrapping you in a gentle embrace.

Repeat silently...
I am worthy of love exactly as I am...
I speak to myself with kindness...
My needs matter...
I am learning, and that is enough...

...

If any part of you resists these words, that is okay... You do not need to believe them fully today... Simply let them be planted, like seeds... With time and care, they will grow.

Take a moment to thank yourself... for showing up... for taking this time... for keeping going even on difficult days.

...

Take a final deep breath... and give yourself a gentle squeeze with your hands... When you are ready, open your eyes... and carry this kindness into the rest of your day.`,
  },
  {
    slug: 'morning-energy',
    aliases: [],
    title: 'Morning Energy',
    description:
      'Wake up body and mind with energising breath, gentle movement cues and a clear intention for the day.',
    category: 'Energy',
    durationSeconds: 420,
    rating: 4.7,
    script: `Good morning... Welcome to Morning Energy... You can do this seated or standing... Let your eyes close, or keep them softly open.

Start by stretching your arms up toward the ceiling... reach a little higher... and lower them slowly... Roll your shoulders back three times... one... two... three... and let them settle.

...

Now we will wake up the breath... Breathe in deeply through your nose, filling your belly... your ribs... your chest... and breathe out through your mouth with a gentle sigh... Again... in... and out with a sigh... One more time... in... and out.

...

Let's add some energy... Take three quick, sharp breaths in through your nose... sniff, sniff, sniff... and one long breath out through your mouth... Again... sniff, sniff, sniff... and out... One more... sniff, sniff, sniff... and release... Notice the tingling... the brightness... the sense of waking up.

...

Now imagine the sun rising in front of you... its light touching your face... warming your forehead... your cheeks... your chest... Breathe that light in... Let it travel down your arms to your fingertips... down your legs to your toes... Every cell in your body is switching on.

...

Ask yourself... How do I want to feel today?... Choose one word... perhaps focused... joyful... steady... brave... Say that word to yourself three times...

Now picture yourself moving through the day with that feeling... greeting people... working on what matters... taking a break to breathe... returning home satisfied.

Repeat silently...
I have all the energy I need for what matters today...
I begin this day with gratitude and purpose...
Small actions create big momentum...

...

Take one last full breath in... hold it at the top for a moment... and release it with a smile... Open your eyes... shake out your hands... and step into your day... Let's go.`,
  },
  {
    slug: 'manifestation-369',
    aliases: [],
    title: '369 Manifestation Practice',
    description:
      'A guided take on the 369 method: set one clear intention and repeat it with feeling morning, afternoon and night.',
    category: 'Manifestation',
    durationSeconds: 540,
    rating: 4.8,
    script: `Welcome to the 369 Manifestation Practice... Have a notebook and pen nearby if you like... Sit comfortably... and close your eyes for a moment.

Take a deep breath in... and let it go... Again, in... and out... Let your body settle and your mind grow quiet.

...

The 369 method is simple... You choose one intention... you write or say it three times in the morning... six times in the afternoon... and nine times in the evening... The repetition is not magic... it is attention... Each time you return to your intention, you remind yourself what you are choosing to build.

...

Let's find your intention... Ask yourself... What do I most want to grow in my life right now?... Let the answer come without forcing it... It might be about work... love... health... peace of mind...

Now shape it into one short sentence... in the present tense... as if it is already unfolding... For example... I am building a career I am proud of... or... I feel calm and healthy in my body... Keep it simple and believable.

...

Hold your sentence in your mind... Now picture what it would look like if it were true... Where are you?... Who is with you?... What are you doing with your day?... Let the scene become clear and bright.

Notice the feeling that comes with it... gratitude... relief... excitement... That feeling is the heart of this practice... Words plus feeling.

...

Now we will say your intention three times, as you would in the morning... Slowly... with feeling...
Once...
Twice...
Three times...

...

Good... Later today, write it six times... and tonight, nine times... Each time, pause for a breath and let the feeling return... If your mind drifts, that is fine... simply come back.

Before we close, choose one small action that matches your intention... something you can do today... an email... a walk... a page of planning... Intention points the way... action walks the path.

...

Take a final breath in... and out... Open your eyes when you are ready... If you have your notebook, write your intention now, three times... Your practice has begun.`,
  },
];
