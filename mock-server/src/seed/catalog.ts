/** Fixed word lists the seed draws from: real-sounding skill job roles, NOS titles and bilingual questions. */
export const jobRoleCatalog = [
  {
    jobRole: 'Field Technician – Other Home Appliances',
    qpCode: 'ELE/Q3104',
    council: 'Electronics Sector Skills Council of India',
  },
  { jobRole: 'Solar PV Installer (Suryamitra)', qpCode: 'SGJ/Q0101', council: 'Skill Council for Green Jobs' },
  { jobRole: 'Assistant Electrician', qpCode: 'CON/Q0602', council: 'Construction Skill Development Council of India' },
  { jobRole: 'General Duty Assistant', qpCode: 'HSS/Q5101', council: 'Healthcare Sector Skill Council' },
  {
    jobRole: 'Self Employed Tailor',
    qpCode: 'AMH/Q1947',
    council: 'Apparel, Made-Ups & Home Furnishing Sector Skill Council',
  },
  { jobRole: 'Retail Sales Associate', qpCode: 'RAS/Q0104', council: "Retailers Association's Skill Council of India" },
  {
    jobRole: 'Customer Care Executive (Call Centre)',
    qpCode: 'SSC/Q2212',
    council: 'IT-ITeS Sector Skills Council NASSCOM',
  },
  { jobRole: 'Two Wheeler Service Technician', qpCode: 'ASC/Q1411', council: 'Automotive Skills Development Council' },
] as const;

export const nosTitles = [
  'Prepare for the installation and service call',
  'Install and demonstrate the product to the customer',
  'Diagnose and repair faults',
  'Carry out preventive maintenance',
  'Interact effectively with customers and colleagues',
  'Maintain health, safety and a secure workplace',
  'Manage work and resources',
  'Apply employability skills',
  'Maintain records and documents',
  'Follow environment-friendly practices',
] as const;

export const questionBank = [
  {
    en: 'Which personal protective equipment will you wear before starting the work?',
    hi: 'काम शुरू करने से पहले आप कौन से व्यक्तिगत सुरक्षा उपकरण पहनेंगे?',
    answer: 'Gloves, safety shoes, goggles and a helmet as the task needs.',
  },
  {
    en: 'How do you check that the power supply is switched off?',
    hi: 'आप कैसे जाँचेंगे कि बिजली की आपूर्ति बंद है?',
    answer: 'Switch off the mains and confirm with a tester or multimeter.',
  },
  {
    en: 'Show how you greet a customer and understand the complaint.',
    hi: 'दिखाइए कि आप ग्राहक का अभिवादन कैसे करते हैं और शिकायत कैसे समझते हैं।',
    answer: 'Greet politely, listen fully, repeat the complaint to confirm.',
  },
  {
    en: 'Demonstrate the correct use of a multimeter.',
    hi: 'मल्टीमीटर का सही उपयोग करके दिखाइए।',
    answer: 'Select the range, connect the probes correctly, read the value.',
  },
  {
    en: 'What will you do if a co-worker gets an electric shock?',
    hi: 'अगर किसी सहकर्मी को बिजली का झटका लगे तो आप क्या करेंगे?',
    answer: 'Cut the supply, separate with a dry insulator, give first aid, call for help.',
  },
  {
    en: 'Which documents do you fill after completing a job?',
    hi: 'काम पूरा करने के बाद आप कौन से दस्तावेज़ भरते हैं?',
    answer: 'Job card, customer sign-off and the service report.',
  },
  {
    en: 'How will you dispose of waste material at the site?',
    hi: 'आप कार्यस्थल पर अपशिष्ट सामग्री का निपटान कैसे करेंगे?',
    answer: 'Segregate it and put it in the marked bins as per local rules.',
  },
  {
    en: 'Show how you arrange the tools before starting the task.',
    hi: 'दिखाइए कि काम शुरू करने से पहले आप औज़ार कैसे व्यवस्थित करते हैं।',
    answer: 'Check each tool, lay them out in order of use, keep the area clear.',
  },
] as const;

export const schemes = [
  { schemeName: 'PMKVY 4.0', subSchemeName: 'Short Term Training' },
  { schemeName: 'PMKVY 4.0', subSchemeName: 'Recognition of Prior Learning' },
  { schemeName: 'DDU-GKY', subSchemeName: 'Placement Linked' },
  { schemeName: 'State Skill Development Mission', subSchemeName: 'Special Project' },
] as const;

export const slots = [
  { startTime: '09:00AM', endTime: '05:00PM' },
  { startTime: '09:30AM', endTime: '04:30PM' },
  { startTime: '10:00AM', endTime: '06:00PM' },
] as const;
