/**
 * Short everyday words the made-up trainer passcode is drawn from (config.ts): lowercase, 3 to 6 letters, easy to
 * say aloud in a classroom and to type on a phone keyboard. 256 words, three drawn: 2^24 passcodes, which the
 * per-address limit on wrong guesses (plugins/trainerPasscode.ts) makes impractical to try.
 */
export const passcodeWords: readonly string[] = `
acorn actor adult agent alarm album alley amber angle ankle apple apron arena arrow atlas attic
award bacon badge baker banjo barn basil beach beard bench berry bike bird blade blank blaze
bloom board boat bonus boot brain brass bread brick bride brush cabin cable cake camel candy
canoe cargo carol cedar chair chalk charm chess chief chin cider cinema civic clay cliff clock
cloud coach coast cocoa coin comet coral couch cover crab crane crown cube cycle daisy dance
delta denim desk diary disco dock donut dough dream drum duck eagle earth easel elbow elder
elk ember engine fable fairy feast fern ferry fever field fig film flag flame flute foam
forest fox frame frog fruit gate gecko ghost giant ginger glass globe glove goat grape grass
gravy guest guide habit hammer harbor hazel heart hedge helmet hero honey horse hotel house igloo
iron island ivory jacket jelly jewel juice jungle kayak kettle kite koala label ladder lake lamp
lemon lever lily lime lion llama lobby lotus lunar magnet mango maple marble market meadow melon
metal mint mirror model moon moose motor mouse music nectar needle nest noodle oasis ocean olive
onion opera orange orbit otter oven owl paddle panda paper parade park pasta peach pearl pencil
pepper piano pillow pilot pizza planet plum poem pony pond post queen quilt radar rain raven
reef rice ring river robin rocket rose ruby salad salt sand scarf seal shell ship silk
sky slide snow soap sock sofa solar spoon star steam stone storm sugar sun swan table
`
  .split(/\s+/)
  .filter(Boolean);
